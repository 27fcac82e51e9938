// The profile packet: the whole application as one PDF a recruiter can send to a facility (sections, documents listed,
// SSN and other identifiers masked). Health answers are not printed: they are kept apart from the personnel file (ADA).
import { SECTIONS } from '@portal/shared/application/sections';
import { fileIdsOf, type Field } from '@portal/shared/application/contract';
import type { ReferenceStatus, TReference } from '@portal/shared/schemas/references';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { candidates, organizations } from '../../db/schema/index';
import { renderPdf, type PdfRow, type PdfSection } from '../../lib/pdf';
import { maskValue } from './crypto';
import { listDocuments, loadApplication, loadPlainSections } from './service';

const STATUS_TEXT: Record<ReferenceStatus, string> = {
  draft: 'Not sent yet',
  requested: 'Requested',
  opened: 'Opened by the referee',
  completed: 'Completed',
  declined: 'Declined',
  expired: 'Request expired',
};

function show(field: Field, value: unknown): string {
  const masked = maskValue(field, value);
  if (masked === undefined || masked === null || masked === '') return '';
  if (typeof masked === 'boolean') return field.kind === 'accept' ? (masked ? 'Accepted' : 'Deferred') : masked ? 'Yes' : 'No';
  if (Array.isArray(masked)) {
    if (field.kind === 'multiselect') return masked.map((v) => field.options.find((o) => o.value === v)?.label ?? String(v)).join(', ');
    return masked.join(', ');
  }
  if (field.kind === 'select') return field.options.find((o) => o.value === masked)?.label ?? String(masked);
  return String(masked);
}

function listLine(field: Extract<Field, { kind: 'list' }>, item: Record<string, unknown>): string {
  const covers = field.covers;
  const parts = field.fields
    .filter((f) => !covers || ![covers.from, covers.to, covers.current].includes(f.name))
    .map((f) => show(f, item?.[f.name]))
    .filter(Boolean);
  if (covers) {
    const from = typeof item?.[covers.from] === 'string' ? String(item[covers.from]) : '?';
    const to = item?.[covers.current] === true ? 'present' : typeof item?.[covers.to] === 'string' ? String(item[covers.to]) : '?';
    parts.push(`${from} to ${to}`);
  }
  return parts.join(', ');
}

export async function renderPacket(app: FastifyInstance, candidateId: string): Promise<Buffer> {
  const [who] = await app.db
    .select({ firstName: candidates.firstName, lastName: candidates.lastName, email: candidates.email, brand: organizations.name })
    .from(candidates)
    .innerJoin(organizations, eq(organizations.id, candidates.orgId))
    .where(eq(candidates.id, candidateId));
  const application = await loadApplication(app, candidateId);
  const plain = new Map((await loadPlainSections(app, candidateId)).map((row) => [row.key, row]));
  const docs = await listDocuments(app.db, candidateId);
  const docName = new Map(docs.map((d) => [d.id, d.filename]));
  const pdfSections: PdfSection[] = [];
  for (const section of SECTIONS) {
    const row = plain.get(section.key);
    const heading = `${section.step + 1}. ${section.title}`;
    if (section.list === 'references') {
      // The candidate's references (the References feature's list): who, and where each stands. Never the answers.
      const refs = (application.sections.profReferences?.data ?? []) as TReference[];
      if (!refs.length) pdfSections.push({ heading, paragraphs: ['Not filled in yet.'] });
      else
        pdfSections.push({
          heading,
          rows: refs.flatMap((r, index): Array<[string, string]> => [
            [`Reference ${index + 1}`, `${r.salutation} ${r.firstName} ${r.lastName}`.trim()],
            ['Reference type', r.referenceType],
            ['Job title then', r.referenceJobTitleWhenWorkingWithMe],
            ['Company', r.companyName],
            ['Status', STATUS_TEXT[r.status]],
          ]),
        });
      continue;
    }
    if (!row) {
      pdfSections.push({ heading, paragraphs: ['Not filled in yet.'] });
      continue;
    }
    if (row.status === 'notApplicable') {
      pdfSections.push({ heading, paragraphs: ['Not applicable.'] });
      continue;
    }
    if (section.gate === 'offer') {
      pdfSections.push({ heading, paragraphs: [`${row.status === 'complete' ? 'Complete' : 'In progress'}. Health records are kept apart and are not printed here.`] });
      continue;
    }
    const entries = (section.repeat ? (Array.isArray(row.plain) ? row.plain : []) : [row.plain ?? {}]) as Array<Record<string, unknown>>;
    const rows: PdfRow[] = [];
    if (row.status === 'draft') rows.push(['Status', 'In progress']);
    entries.forEach((entry, index) => {
      // Each entry under its label ("Position 3"), kept on the page of its first row.
      if (section.repeat) rows.push({ group: `${section.repeat.itemLabel} ${index + 1}` });
      for (const field of section.fields) {
        const value = entry?.[field.name];
        if (value === undefined) continue;
        if (field.kind === 'list') {
          // One line per entry of the list (an address: street, city, state, ZIP, from … to … or present).
          const items = Array.isArray(value) ? (value as Array<Record<string, unknown>>) : [];
          if (!items.length) rows.push([field.label, 'None']);
          else rows.push({ group: field.label }, ...items.map((item, i): PdfRow => [`${field.itemLabel} ${i + 1}`, listLine(field, item)]));
          continue;
        }
        const text = field.kind === 'file' ? fileIdsOf(value).map((id) => docName.get(id) ?? 'Document').join(', ') : show(field, value);
        rows.push([field.label, text]);
        const explain = entry?.[`${field.name}Explain`];
        if (typeof explain === 'string' && explain) rows.push(['Explanation', field.sensitive ? '(kept private)' : explain]);
        const signedAt = entry?.[`${field.name}SignedAt`];
        if (field.kind === 'signature' && typeof signedAt === 'string') rows.push(['Signed on', signedAt.slice(0, 10)]);
      }
    });
    pdfSections.push({ heading, rows });
  }
  pdfSections.push({
    heading: 'Documents',
    rows: docs.length ? docs.map((d) => [d.kind, `${d.filename} (${Math.max(1, Math.round(d.size / 1024))} KB, ${d.createdAt.slice(0, 10)})`]) : [['Documents', 'None uploaded']],
  });
  return renderPdf({
    title: 'Profile packet',
    brand: who?.brand ?? '',
    candidate: `${who?.firstName ?? ''} ${who?.lastName ?? ''}`.trim(),
    subtitle: `${who?.firstName ?? ''} ${who?.lastName ?? ''} · ${who?.email ?? ''} · ${application.completeness}% complete · made ${new Date().toISOString().slice(0, 10)}`,
    sections: pdfSections,
  });
}
