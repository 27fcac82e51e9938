// The credentialing application (spec §3, §4; domain.md §1): sections saved one by one (draft or complete), their
// completion flags and wizard step, the submit, the offer and disclosure gates. Routes call these; SQL lives here.
import { SECTION_KEYS, type SectionKey, type TApplication, type TDocument } from '@portal/shared/application/contract';
import { gapRefusal, type GapSources } from '@portal/shared/application/gaps';
import { applicationDetails, completenessPercent, firstMissingSection, wizardStep, type ApplicationDetails, type SectionStatus } from '@portal/shared/application/progress';
import { sectionByKey } from '@portal/shared/application/sections';
import { validateSection, type FieldError } from '@portal/shared/application/validate';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { applicationSections, applications, documents } from '../../db/schema/index';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import { stripUnsafeNameChars } from '../../lib/uploads';
import { createCipher, decryptSection, encryptSection, maskSection, unmaskSection, type DataCipher } from './crypto';
import { removeDocuments } from './files';
import { syncExpiryReminders } from './reminders';
import { logUnavailable } from './sealed';

export const APPLICATION_MESSAGES = {
  saved: 'Data has been saved',
  submitted: 'Your application has been submitted',
  notApplicableRefused: 'This section cannot be marked not applicable.',
  offerFirst: 'Health questions open after the agency records a job offer for you. Your recruiter will let you know.',
  disclosureFirst: 'Please read the background-check disclosure on its own screen first.',
  disclosureRecorded: 'Disclosure acknowledged',
  fileNotYours: 'Please upload the document again.',
  missing: (title: string) => `Please complete the section "${title}" first.`,
} as const;

/** A section that does not pass its checks: a 400 with every field's message (routes send it). */
export class SectionInvalid extends AppError {
  constructor(readonly errors: FieldError[]) {
    super(400, errors[0]?.message ?? 'Please check the form.', 'VALIDATION');
  }
}

/** The version of the background-check disclosure text the candidate acknowledged. */
export const DISCLOSURE_VERSION = '2026-11';

const ciphers = new WeakMap<FastifyInstance, DataCipher>();
export function cipherOf(app: FastifyInstance): DataCipher {
  let cipher = ciphers.get(app);
  if (!cipher) {
    cipher = createCipher(app.config.secrets);
    ciphers.set(app, cipher);
  }
  return cipher;
}

export async function ensureApplication(db: Db, candidateId: string) {
  await db.insert(applications).values({ candidateId }).onConflictDoNothing();
  const [row] = await db.select().from(applications).where(eq(applications.candidateId, candidateId));
  return row!;
}

export const toDocument = (d: { id: string; kind: string; filename: string; size: number; mime: string; createdAt: Date }): TDocument => ({
  id: d.id,
  kind: d.kind,
  // Names stored before bidirectional and control characters were removed at upload lose them here too.
  filename: stripUnsafeNameChars(d.filename),
  size: d.size,
  mime: d.mime,
  createdAt: d.createdAt.toISOString(),
});

export async function listDocuments(db: Db, candidateId: string): Promise<TDocument[]> {
  const rows = await db
    .select({ id: documents.id, kind: documents.kind, filename: documents.filename, size: documents.size, mime: documents.mime, createdAt: documents.createdAt })
    .from(documents)
    .where(eq(documents.candidateId, candidateId))
    .orderBy(documents.createdAt);
  return rows.map(toDocument);
}

/** Section rows decrypted (plain values): for the packet and the server's own checks, never sent as is. */
export async function loadPlainSections(app: FastifyInstance, candidateId: string) {
  const rows = await app.db.select().from(applicationSections).where(eq(applicationSections.candidateId, candidateId));
  const cipher = cipherOf(app);
  const onUnavailable = logUnavailable(app.log);
  return rows
    .filter((row) => (SECTION_KEYS as readonly string[]).includes(row.section))
    .map((row) => ({ ...row, key: row.section as SectionKey, plain: decryptSection(cipher, candidateId, sectionByKey(row.section as SectionKey), row.data, { onUnavailable }) }));
}

/** The dates employment gaps are found from (education, work history, military service), plain. */
export function gapSources(rows: Array<{ key: SectionKey; plain: unknown }>): GapSources {
  const by = new Map(rows.map((row) => [row.key, row.plain]));
  return { education: by.get('education'), workHistory: by.get('workHistory'), miltaryHistory: by.get('miltaryHistory') };
}

export async function loadApplication(app: FastifyInstance, candidateId: string): Promise<TApplication> {
  const meta = await ensureApplication(app.db, candidateId);
  const rows = await loadPlainSections(app, candidateId);
  const statuses: Partial<Record<SectionKey, SectionStatus>> = {};
  const sections: TApplication['sections'] = {};
  let updatedAt: Date | null = null;
  for (const row of rows) {
    statuses[row.key] = row.status;
    sections[row.key] = { data: maskSection(sectionByKey(row.key), row.plain), status: row.status, updatedAt: row.updatedAt.toISOString() };
    if (!updatedAt || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  }
  const details = applicationDetails(
    statuses,
    { createdAt: meta.createdAt.toISOString(), updatedAt: (updatedAt ?? meta.updatedAt).toISOString() },
    { offerRecorded: meta.offerRecordedAt !== null },
  );
  const docs = await listDocuments(app.db, candidateId);
  return {
    sections,
    applicationDetails: details,
    step: wizardStep(details),
    completeness: completenessPercent(details, docs.some((d) => d.kind === 'resume')),
    submittedAt: meta.submittedAt?.toISOString() ?? null,
    offerRecorded: meta.offerRecordedAt !== null,
    disclosureViewedAt: meta.disclosureViewedAt?.toISOString() ?? null,
    documents: docs,
  };
}

/**
 * applicationDetails alone (spec §3 UserData): from the sections' statuses and times, without reading (or decrypting)
 * their data. The same flags and times as loadApplication's.
 */
export async function loadApplicationDetails(db: Db, candidateId: string): Promise<ApplicationDetails> {
  // The application row is made on first read, as loadApplication does, so that its createdAt stays put.
  const [found] = await db
    .select({ createdAt: applications.createdAt, updatedAt: applications.updatedAt, offerRecordedAt: applications.offerRecordedAt })
    .from(applications)
    .where(eq(applications.candidateId, candidateId));
  const meta = found ?? (await ensureApplication(db, candidateId));
  const rows = await db
    .select({ section: applicationSections.section, status: applicationSections.status, updatedAt: applicationSections.updatedAt })
    .from(applicationSections)
    .where(eq(applicationSections.candidateId, candidateId));
  const statuses: Partial<Record<SectionKey, SectionStatus>> = {};
  let updatedAt: Date | null = null;
  for (const row of rows) {
    if (!(SECTION_KEYS as readonly string[]).includes(row.section)) continue;
    statuses[row.section as SectionKey] = row.status;
    if (!updatedAt || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  }
  return applicationDetails(
    statuses,
    { createdAt: meta.createdAt.toISOString(), updatedAt: (updatedAt ?? meta.updatedAt).toISOString() },
    { offerRecorded: meta.offerRecordedAt !== null },
  );
}

/** The document ids a section's data points at (file fields). */
function fileIds(key: SectionKey, data: unknown): string[] {
  const section = sectionByKey(key);
  const names = section.fields.filter((f) => f.kind === 'file').map((f) => f.name);
  if (!names.length) return [];
  const entries = (Array.isArray(data) ? data : [data]) as Array<Record<string, unknown> | null>;
  return entries.flatMap((entry) => names.map((n) => entry?.[n]).filter((v): v is string => typeof v === 'string'));
}

export async function recordDisclosure(app: FastifyInstance, candidateId: string, now = new Date()): Promise<void> {
  await ensureApplication(app.db, candidateId);
  await app.db
    .update(applications)
    .set({ disclosureViewedAt: sql`coalesce(${applications.disclosureViewedAt}, ${now.toISOString()}::timestamptz)`, disclosureVersion: DISCLOSURE_VERSION, updatedAt: now })
    .where(eq(applications.candidateId, candidateId));
}

export type SaveInput = { data: unknown; draft?: boolean; notApplicable?: boolean; disclosureViewedAt?: string };

export async function saveSection(app: FastifyInstance, candidateId: string, key: SectionKey, input: SaveInput, now = new Date()): Promise<void> {
  const section = sectionByKey(key);
  const meta = await ensureApplication(app.db, candidateId);
  if (section.gate === 'offer' && !meta.offerRecordedAt) throw forbidden(APPLICATION_MESSAGES.offerFirst);
  if (section.gate === 'standalone' && !meta.disclosureViewedAt) {
    if (!input.disclosureViewedAt) throw new AppError(403, APPLICATION_MESSAGES.disclosureFirst, 'DISCLOSURE_FIRST');
    await recordDisclosure(app, candidateId, now);
  }
  const cipher = cipherOf(app);
  const [existing] = await app.db
    .select()
    .from(applicationSections)
    .where(and(eq(applicationSections.candidateId, candidateId), eq(applicationSections.section, key)));
  const storedPlain = existing ? decryptSection(cipher, candidateId, section, existing.data, { onUnavailable: logUnavailable(app.log) }) : null;

  let status: SectionStatus;
  let data: unknown;
  if (input.notApplicable) {
    if (!section.notApplicable) throw badRequest(APPLICATION_MESSAGES.notApplicableRefused, 'NOT_APPLICABLE');
    // "Not applicable" is for a history without gaps to explain (decision 035).
    const refused = key === 'gapHistory' ? gapRefusal('notApplicable', gapSources(await loadPlainSections(app, candidateId)), null, { now }) : null;
    if (refused) throw badRequest(refused, 'GAPS_TO_EXPLAIN');
    status = 'notApplicable';
    data = null;
  } else {
    const incoming = unmaskSection(section, input.data, storedPlain);
    const result = validateSection(section, incoming, { draft: input.draft === true, now });
    if (!result.success) throw new SectionInvalid(result.errors);
    data = stampSignatures(key, result.data, storedPlain, now);
    const ids = fileIds(key, data);
    if (ids.length) {
      const owned = await app.db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.candidateId, candidateId), inArray(documents.id, ids)));
      if (owned.length !== new Set(ids).size) throw badRequest(APPLICATION_MESSAGES.fileNotYours, 'FILE_NOT_FOUND');
    }
    status = input.draft ? 'draft' : 'complete';
  }
  // A JSON null (not SQL NULL) for a section marked not applicable.
  const stored = data === null || data === undefined ? sql`'null'::jsonb` : encryptSection(cipher, candidateId, section, data);
  await app.db
    .insert(applicationSections)
    .values({ candidateId, section: key, status, data: stored, updatedAt: now })
    .onConflictDoUpdate({ target: [applicationSections.candidateId, applicationSections.section], set: { status, data: stored, updatedAt: now } });
  await app.db.update(applications).set({ updatedAt: now }).where(eq(applications.candidateId, candidateId));
  await syncExpiryReminders(app, candidateId, key, data, now);
  await removeOrphanedDocuments(app, candidateId, key, storedPlain, data);
}

/**
 * The documents an entry held go with it: ids the section pointed at before this save and no longer does (an entry
 * removed, a file replaced, the section marked not applicable), unless another section still points at them.
 */
async function removeOrphanedDocuments(app: FastifyInstance, candidateId: string, key: SectionKey, before: unknown, after: unknown): Promise<void> {
  const kept = new Set(fileIds(key, after));
  const dropped = [...new Set(fileIds(key, before))].filter((id) => !kept.has(id));
  if (!dropped.length) return;
  const elsewhere = new Set((await loadPlainSections(app, candidateId)).filter((row) => row.key !== key).flatMap((row) => fileIds(row.key, row.plain)));
  await removeDocuments(app, candidateId, dropped.filter((id) => !elsewhere.has(id)));
}

/** The server records when each signature was made: a new or changed name is signed now; an unchanged one keeps its time. */
function stampSignatures(key: SectionKey, data: unknown, stored: unknown, now: Date): unknown {
  const names = sectionByKey(key).fields.filter((f) => f.kind === 'signature').map((f) => f.name);
  if (!names.length || !data || typeof data !== 'object' || Array.isArray(data)) return data;
  const out = { ...(data as Record<string, unknown>) };
  const before = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  for (const name of names) {
    if (typeof out[name] !== 'string') {
      delete out[`${name}SignedAt`];
      continue;
    }
    out[`${name}SignedAt`] = before[name] === out[name] && typeof before[`${name}SignedAt`] === 'string' ? before[`${name}SignedAt`] : now.toISOString();
  }
  return out;
}

export async function submitApplication(app: FastifyInstance, candidateId: string, now = new Date()): Promise<void> {
  // The flags from the statuses alone; the sections are read (and decrypted) once, for the gaps.
  const missing = firstMissingSection(await loadApplicationDetails(app.db, candidateId));
  if (missing) throw badRequest(APPLICATION_MESSAGES.missing(sectionByKey(missing).title), 'APPLICATION_INCOMPLETE');
  // Every employment gap found in the history is explained in gapHistory (decision 035).
  const rows = await loadPlainSections(app, candidateId);
  const gapRow = rows.find((row) => row.key === 'gapHistory');
  const refused = gapRefusal('submit', gapSources(rows), gapRow ? { status: gapRow.status, data: gapRow.plain } : null, { now });
  if (refused) throw badRequest(refused, 'GAPS_UNEXPLAINED');
  await app.db
    .update(applications)
    .set({ submittedAt: sql`coalesce(${applications.submittedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(eq(applications.candidateId, candidateId));
}

export async function recordOffer(db: Db, candidateId: string, now = new Date()): Promise<void> {
  await ensureApplication(db, candidateId);
  await db
    .update(applications)
    .set({ offerRecordedAt: sql`coalesce(${applications.offerRecordedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(eq(applications.candidateId, candidateId));
}

/** The candidate's newest CV, or null (spec §3 UserData.resume). */
export async function latestResume(db: Db, candidateId: string): Promise<TDocument | null> {
  const [row] = await db
    .select({ id: documents.id, kind: documents.kind, filename: documents.filename, size: documents.size, mime: documents.mime, createdAt: documents.createdAt })
    .from(documents)
    .where(and(eq(documents.candidateId, candidateId), eq(documents.kind, 'resume')))
    .orderBy(desc(documents.createdAt))
    .limit(1);
  return row ? toDocument(row) : null;
}
