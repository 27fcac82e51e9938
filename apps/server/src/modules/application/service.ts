// The credentialing application (spec §3, §4; domain.md §1): sections saved one by one (draft or complete), their
// completion flags and wizard step, the submit, the offer and disclosure gates. Routes call these; SQL lives here.
import { randomUUID } from 'node:crypto';
import { ENTRY_ID, fileIdsOf, hasPart, SECTION_KEYS, type SectionKey, type TApplication, type TDocument } from '@portal/shared/application/contract';
import { gapRefusal, type GapSources } from '@portal/shared/application/gaps';
import { applicationDetails, completenessPercent, firstMissingSection, wizardStep, type ApplicationDetails, type SectionStatus } from '@portal/shared/application/progress';
import { sectionByKey } from '@portal/shared/application/sections';
import { validateSection, type FieldError } from '@portal/shared/application/validate';
import { referencesSectionStatus } from '@portal/shared/domain/references-rule';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { applicationSections, applications, candidates, documents } from '../../db/schema/index';
import { agencyEvent } from '../../lib/agency-events';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import type { RealtimeEvent } from '../../lib/realtime';
import { stripUnsafeNameChars } from '../../lib/uploads';
import { createCipher, decryptSection, encryptSection, maskSection, unmaskSection, type DataCipher } from './crypto';
import { referencesOf, toApi as referenceToApi, type ReferenceRow } from '../references/service';
import { chooseRecruiter, recruiterByName } from '../recruiters/repository';
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
  referencesList: 'Your referees are kept in one list: add or change them in this step of the application or on the References page.',
  partUnknown: 'This section has no part of that name.',
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

/** Sections whose entries live in another list (the references section: the References feature's records). */
const listed = (key: SectionKey) => sectionByKey(key).list !== undefined;

/**
 * The references section from the candidate's references (decision 031): their records with their status (never the
 * answers: toApi), complete by the shared rule; absent while there are none.
 */
function referencesSection(rows: ReferenceRow[], now = new Date()): TApplication['sections']['profReferences'] {
  const status = referencesSectionStatus(rows);
  if (!status) return undefined;
  const updatedAt = rows.reduce((latest, r) => (r.updatedAt > latest ? r.updatedAt : latest), rows[0]!.updatedAt);
  return { data: rows.map((r) => referenceToApi(r, now)), status, updatedAt: updatedAt.toISOString() };
}

/** The dates employment gaps are found from (education, work history, military service), plain. */
export function gapSources(rows: Array<{ key: SectionKey; plain: unknown }>): GapSources {
  const by = new Map(rows.map((row) => [row.key, row.plain]));
  return { education: by.get('education'), workHistory: by.get('workHistory'), miltaryHistory: by.get('miltaryHistory') };
}

export async function loadApplication(app: FastifyInstance, candidateId: string): Promise<TApplication> {
  const meta = await ensureApplication(app.db, candidateId);
  const rows = (await loadPlainSections(app, candidateId)).filter((row) => !listed(row.key));
  const statuses: Partial<Record<SectionKey, SectionStatus>> = {};
  const sections: TApplication['sections'] = {};
  const references = referencesSection(await referencesOf(app.db, candidateId));
  if (references) {
    sections.profReferences = references;
    statuses.profReferences = references.status;
  }
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
    if (!(SECTION_KEYS as readonly string[]).includes(row.section) || listed(row.section as SectionKey)) continue;
    statuses[row.section as SectionKey] = row.status;
    if (!updatedAt || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  }
  const references = referencesSectionStatus(await referencesOf(db, candidateId));
  if (references) statuses.profReferences = references;
  return applicationDetails(
    statuses,
    { createdAt: meta.createdAt.toISOString(), updatedAt: (updatedAt ?? meta.updatedAt).toISOString() },
    { offerRecorded: meta.offerRecordedAt !== null },
  );
}

/** The document ids a section's data points at (file fields). */
function fileIds(key: SectionKey, data: unknown): string[] {
  return entriesOf(key, data).flatMap((entry) => entry.files);
}

/**
 * A section's entries with their id and the documents they point at: a repeating section's entries by their `_entry`
 * id, a single section as one entry with the id '' (none when its data is empty or not applicable).
 */
export function entriesOf(key: SectionKey, data: unknown): Array<{ entryId: string; files: string[] }> {
  const section = sectionByKey(key);
  const names = section.fields.filter((f) => f.kind === 'file').map((f) => f.name);
  const list = (section.repeat ? (Array.isArray(data) ? data : []) : data && typeof data === 'object' ? [data] : []) as Array<Record<string, unknown> | null>;
  return list
    .filter((entry): entry is Record<string, unknown> => !!entry && typeof entry === 'object')
    .map((entry) => ({
      entryId: section.repeat ? (typeof entry[ENTRY_ID] === 'string' ? (entry[ENTRY_ID] as string) : '') : '',
      files: names.flatMap((n) => fileIdsOf(entry[n])),
    }));
}

export async function recordDisclosure(app: FastifyInstance, candidateId: string, now = new Date()): Promise<void> {
  await ensureApplication(app.db, candidateId);
  await app.db
    .update(applications)
    .set({ disclosureViewedAt: sql`coalesce(${applications.disclosureViewedAt}, ${now.toISOString()}::timestamptz)`, disclosureVersion: DISCLOSURE_VERSION, updatedAt: now })
    .where(eq(applications.candidateId, candidateId));
}

export type SaveInput = { data: unknown; draft?: boolean; notApplicable?: boolean; disclosureViewedAt?: string; part?: string };

export async function saveSection(app: FastifyInstance, candidateId: string, key: SectionKey, input: SaveInput, now = new Date()): Promise<void> {
  const section = sectionByKey(key);
  // The references section is the References feature's list: referees are added and changed through its calls.
  if (section.list) throw badRequest(APPLICATION_MESSAGES.referencesList, 'REFERENCES_LIST');
  if (input.part !== undefined && !hasPart(section, input.part)) throw badRequest(APPLICATION_MESSAGES.partUnknown, 'UNKNOWN_PART');
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
    // A draft of a section in parts: the parts finished are checked as for a complete save (decision 044).
    const result = validateSection(section, incoming, { draft: input.draft === true, through: input.part, now });
    if (!result.success) throw new SectionInvalid(result.errors);
    data = await settleEntryFiles(app, candidateId, key, stampSignatures(key, result.data, storedPlain, now));
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
  if (key === 'personalInfo') await linkRecruiter(app, candidateId, data);
}

/**
 * "Your recruiter" of the application and the recruiter chosen on the dashboard are one record: a name that is one of the
 * organisation's recruiters chooses that recruiter (the same choice as the dashboard's, told to the recruiter the same
 * way). A name the agency does not list stays as typed.
 */
async function linkRecruiter(app: FastifyInstance, candidateId: string, data: unknown): Promise<void> {
  const name = data && typeof data === 'object' ? (data as Record<string, unknown>).recruiter : undefined;
  if (typeof name !== 'string' || !name.trim()) return;
  const [candidate] = await app.db.select({ orgId: candidates.orgId }).from(candidates).where(eq(candidates.id, candidateId));
  if (!candidate) return;
  const recruiter = await recruiterByName(app.db, candidate.orgId, name);
  if (recruiter) await chooseRecruiter(app, { candidateId, orgId: candidate.orgId }, recruiter.id);
}

/**
 * The other way round: a recruiter chosen on the dashboard becomes the application's "Your recruiter". The section keeps
 * its status (a completed one is saved complete again); without one, a draft holding only the recruiter is started.
 */
export async function setApplicationRecruiter(app: FastifyInstance, candidateId: string, name: string): Promise<void> {
  const current = (await loadPlainSections(app, candidateId)).find((s) => s.key === 'personalInfo');
  const plain = current?.plain && typeof current.plain === 'object' && !Array.isArray(current.plain) ? (current.plain as Record<string, unknown>) : {};
  if (plain.recruiter === name) return;
  try {
    await saveSection(app, candidateId, 'personalInfo', { data: { ...plain, recruiter: name }, draft: current?.status !== 'complete' });
  } catch (error) {
    // A section that no longer passes its checks as it stands is left for the candidate to finish.
    app.log.warn({ err: error }, 'application: recruiter not copied into personal information');
  }
}

/**
 * Every entry of a repeating section gets its stable id, and the files an entry points at are checked: the candidate's,
 * and uploaded for this entry or for none (the CV field of an older client, rows written before entries had ids). An
 * entry sent without an id (a client that does not know them) takes the id of the entry its files were uploaded for,
 * else a new one. A file of another entry is refused: it goes with that one.
 */
async function settleEntryFiles(app: FastifyInstance, candidateId: string, key: SectionKey, data: unknown): Promise<unknown> {
  const ids = [...new Set(fileIds(key, data))];
  const rows = ids.length
    ? await app.db
        .select({ id: documents.id, section: documents.section, entryId: documents.entryId })
        .from(documents)
        .where(and(eq(documents.candidateId, candidateId), inArray(documents.id, ids)))
    : [];
  if (rows.length !== ids.length) throw badRequest(APPLICATION_MESSAGES.fileNotYours, 'FILE_NOT_FOUND');
  const owner = new Map(rows.map((row) => [row.id, row]));
  let settled = data;
  if (sectionByKey(key).repeat && Array.isArray(data)) {
    const given = new Set(entriesOf(key, data).map((e) => e.entryId).filter(Boolean));
    const taken = new Set<string>();
    settled = data.map((entry: Record<string, unknown>) => {
      let id = typeof entry[ENTRY_ID] === 'string' ? (entry[ENTRY_ID] as string) : '';
      if (!id) {
        const files = entriesOf(key, [entry])[0]?.files ?? [];
        id = files.map((f) => owner.get(f)).find((row) => row?.section === key && row.entryId && !given.has(row.entryId) && !taken.has(row.entryId))?.entryId ?? '';
      }
      // Two entries sent with one id (a copied entry) are two entries: the second gets its own.
      if (!id || taken.has(id)) id = randomUUID();
      taken.add(id);
      return { ...entry, [ENTRY_ID]: id };
    });
  }
  for (const entry of entriesOf(key, settled)) {
    for (const id of entry.files) {
      const row = owner.get(id)!;
      if (row.section !== null && (row.section !== key || row.entryId !== entry.entryId)) throw badRequest(APPLICATION_MESSAGES.fileNotYours, 'FILE_NOT_FOUND');
    }
  }
  return settled;
}

/**
 * The documents an entry held go with it: ids the section pointed at before this save and no longer does (an entry
 * removed, a file replaced, the section marked not applicable), unless another section still points at them; and every
 * file uploaded for an entry the section had before this save and no longer has (those the entry did not point at
 * yet too). An entry added since the last save keeps the files uploaded for it.
 */
async function removeOrphanedDocuments(app: FastifyInstance, candidateId: string, key: SectionKey, before: unknown, after: unknown): Promise<void> {
  const kept = new Set(fileIds(key, after));
  const dropped = [...new Set(fileIds(key, before))].filter((id) => !kept.has(id));
  const keptEntries = new Set(entriesOf(key, after).map((e) => e.entryId));
  const goneEntries = [...new Set(entriesOf(key, before).map((e) => e.entryId))].filter((id) => !keptEntries.has(id) && (id !== '' || !sectionByKey(key).repeat));
  if (goneEntries.length) {
    const held = await app.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.candidateId, candidateId), eq(documents.section, key), inArray(documents.entryId, goneEntries)));
    for (const row of held) if (!kept.has(row.id)) dropped.push(row.id);
  }
  if (!dropped.length) return;
  const elsewhere = new Set((await loadPlainSections(app, candidateId)).filter((row) => row.key !== key).flatMap((row) => fileIds(row.key, row.plain)));
  await removeDocuments(app, candidateId, [...new Set(dropped)].filter((id) => !elsewhere.has(id)));
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
  const [sent] = await app.db
    .update(applications)
    .set({ submittedAt: sql`coalesce(${applications.submittedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(eq(applications.candidateId, candidateId))
    .returning({ submittedAt: applications.submittedAt });
  // The first time only (sending again keeps the first date).
  if (sent?.submittedAt?.getTime() === now.getTime()) {
    const [owner] = await app.db.select({ orgId: candidates.orgId }).from(candidates).where(eq(candidates.id, candidateId));
    if (owner) await agencyEvent(app.db, { type: 'application.submitted', orgId: owner.orgId, data: { candidateId, submittedAt: now.toISOString() } });
  }
}

/**
 * An offer was made to the candidate: their health-status section opens (health questions only after a conditional
 * offer, ADA). `portal application:record-offer` and the agency API's offers both come here; `notify` tells the
 * candidate's open pages.
 */
export async function recordOffer(
  db: Db,
  candidateId: string,
  now = new Date(),
  notify?: (candidateId: string, event: RealtimeEvent) => Promise<void>,
): Promise<void> {
  await ensureApplication(db, candidateId);
  await db
    .update(applications)
    .set({ offerRecordedAt: sql`coalesce(${applications.offerRecordedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(eq(applications.candidateId, candidateId));
  const [owner] = await db.select({ orgId: candidates.orgId }).from(candidates).where(eq(candidates.id, candidateId));
  if (owner) await agencyEvent(db, { type: 'candidate.offer_recorded', orgId: owner.orgId, data: { candidateId } });
  await notify?.(candidateId, { type: 'application.updated' });
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
