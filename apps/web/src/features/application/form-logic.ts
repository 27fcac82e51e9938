// Pure rules of the generic section form: input masks, which fields show, the entries of a repeating section, masked
// sensitive values, the wizard's step from the address. No React here, so every rule has its unit test.
import { ENTRY_ID, SECTION_KEYS, type Field, type Section, type SectionKey, type TApplication } from '@portal/shared/application/contract';
import { firstMissingSection } from '@portal/shared/application/progress';
import { SECTIONS } from '@portal/shared/application/sections';

export type Entry = Record<string, unknown>;
export type Mask = 'phone' | 'ssn' | 'ein' | 'zip' | 'npi';

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * Formats what the candidate types. phone: (NNN)NNN-NNNN with a first digit 1–9 (spec §5 "Phone mask"); ssn:
 * NNN-NN-NNNN; ein: NN-NNNNNNN; zip: 5 digits (spec §5); npi: 10 digits.
 */
export function applyMask(mask: Mask, raw: string): string {
  let d = digits(raw);
  switch (mask) {
    case 'phone': {
      d = d.replace(/^0+/, '').slice(0, 10);
      if (!d) return '';
      if (d.length <= 3) return `(${d}`;
      if (d.length <= 6) return `(${d.slice(0, 3)})${d.slice(3)}`;
      return `(${d.slice(0, 3)})${d.slice(3, 6)}-${d.slice(6)}`;
    }
    case 'ssn':
      d = d.slice(0, 9);
      if (d.length <= 3) return d;
      if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
      return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
    case 'ein':
      d = d.slice(0, 9);
      return d.length <= 2 ? d : `${d.slice(0, 2)}-${d.slice(2)}`;
    case 'zip':
      return d.slice(0, 5);
    case 'npi':
      return d.slice(0, 10);
  }
}

/** Dates as the domain writes them: MM/YYYY for history, MM/DD/YYYY for birth and expiry; slashes come by themselves. */
export function applyDateMask(format: 'MM/YYYY' | 'MM/DD/YYYY', raw: string): string {
  const d = digits(raw).slice(0, format === 'MM/YYYY' ? 6 : 8);
  if (d.length <= 2) return d;
  if (format === 'MM/YYYY') return `${d.slice(0, 2)}/${d.slice(2)}`;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** A value the server sent back masked (e.g. `***-**-1234`, or bullets): shown, and kept unless retyped. */
export function isMaskedValue(value: unknown): boolean {
  return typeof value === 'string' && /[*•]/.test(value);
}

/** showWhen: a field shows when another field of the same entry holds one of the listed values. */
export function isShown(field: Field, entry: Entry): boolean {
  if (!field.showWhen) return true;
  const wanted = Array.isArray(field.showWhen.equals) ? field.showWhen.equals : [field.showWhen.equals];
  const actual = entry[field.showWhen.field];
  return wanted.some((value) => value === actual || String(value) === String(actual));
}

/** A `keptOnly` field (an earlier answer kept readable) shows only while it holds something. */
const hasValue = (value: unknown) => !(value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0));

export const visibleFields = (fields: Field[], entry: Entry): Field[] =>
  fields.filter((field) => isShown(field, entry) && (!field.keptOnly || hasValue(entry[field.name])));

/** The value a field starts with in a new entry (see the value table at the top of shared sections.ts). */
export function emptyValue(field: Field): unknown {
  switch (field.kind) {
    case 'multiselect':
    case 'states':
    case 'list':
      return [];
    case 'accept':
      return false;
    case 'yesNo':
      return undefined;
    default:
      return '';
  }
}

export function emptyEntry(fields: Field[]): Entry {
  return Object.fromEntries(fields.map((field) => [field.name, emptyValue(field)]));
}

/** A new id for an entry of a repeating section (a UUID v4; crypto.randomUUID needs a secure context, this does not). */
export function newEntryId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A new entry of a repeating section: empty values and its own id (its documents are uploaded for it). */
export function newEntry(section: Section): Entry {
  return { ...emptyEntry(section.fields), [ENTRY_ID]: newEntryId() };
}

/** The id of an entry ('' in a section that does not repeat). */
export const entryIdOf = (entry: Entry): string => (typeof entry[ENTRY_ID] === 'string' ? (entry[ENTRY_ID] as string) : '');

/** Whether anything was typed in an entry (its id does not count). */
export function hasAnswers(section: Section, entry: Entry): boolean {
  const cleaned = (toData(section, [entry]) as Entry[])[0] ?? {};
  return Object.keys(cleaned).some((key) => key !== ENTRY_ID);
}

/** The entries a repeating section's stored data holds (an array of entries), at least `repeat.min` of them, each with its id. */
export function entriesOf(section: Section, data: unknown): Entry[] {
  const list = Array.isArray(data) ? data : [];
  const entries = list.filter((item): item is Entry => Boolean(item) && typeof item === 'object' && !Array.isArray(item));
  const min = Math.max(section.repeat?.min ?? 1, 1);
  const filled = entries.map((entry) => ({ ...newEntry(section), ...entry }));
  while (filled.length < min) filled.push(newEntry(section));
  return filled;
}

/** What the account knows that a section may start with (Field `fromAccount`): the sign-up's name and e-mail. */
export type AccountAnswers = Partial<Record<NonNullable<Field['fromAccount']>, string>>;

export function accountAnswers(auth: { email: string | null; profileData: { firstName?: string; lastName?: string } | null }): AccountAnswers {
  const out: AccountAnswers = {};
  const put = (key: keyof AccountAnswers, value: string | null | undefined) => {
    if (typeof value === 'string' && value.trim()) out[key] = value.trim();
  };
  put('firstName', auth.profileData?.firstName);
  put('lastName', auth.profileData?.lastName);
  put('email', auth.email);
  return out;
}

/** A new entry with the account's answers in the fields that take them (an answer already there stays). */
export function withAccount(section: Pick<Section, 'fields'>, entry: Entry, account: AccountAnswers): Entry {
  const out = { ...entry };
  for (const field of section.fields) {
    const value = field.fromAccount ? account[field.fromAccount] : undefined;
    if (value && !hasValue(out[field.name])) out[field.name] = value;
  }
  return out;
}

/** The one entry of a section that does not repeat. */
export function singleOf(section: Section, data: unknown): Entry {
  const stored = data && typeof data === 'object' && !Array.isArray(data) ? (data as Entry) : {};
  return { ...emptyEntry(section.fields), ...stored };
}

/** Names a field owns in an entry: its own, and its siblings (`<name>Explain`, `<name>Compact`, `<name>SignedAt`). */
function ownerOf(section: Pick<Section, 'fields'>, name: string): Field | undefined {
  return (
    section.fields.find((field) => field.name === name) ??
    section.fields.find(
      (field) =>
        (field.kind === 'yesNo' && name === `${field.name}Explain`) ||
        (field.kind === 'states' && name === `${field.name}Compact`) ||
        (field.kind === 'signature' && name === `${field.name}SignedAt`),
    )
  );
}

function cleanEntry(section: Pick<Section, 'fields'>, entry: Entry): Entry {
  const out: Entry = {};
  for (const [name, value] of Object.entries(entry)) {
    const field = ownerOf(section, name);
    if (field?.kind === 'list' && name === field.name) {
      // Its entries are cleaned the same way, each kept in its place (so a message finds its entry).
      const items = (Array.isArray(value) ? (value as Entry[]) : []).map((item) => cleanEntry(field, item));
      if (items.length) out[name] = items;
      continue;
    }
    if (field && !isShown(field, entry)) continue;
    if (value === '' || value === undefined || value === null) continue;
    // The explanation of a yesNo goes with a Yes only.
    if (field?.kind === 'yesNo' && name === `${field.name}Explain` && entry[field.name] !== true) continue;
    if (field?.kind === 'number' && name === field.name && typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) {
      out[name] = Number(value);
      continue;
    }
    out[name] = value;
  }
  return out;
}

/**
 * Stored section data from the form's entries: an array of entries for a repeating section, the entry itself
 * otherwise. Fields hidden by showWhen and empty values are left out, so an answer changed back to No does not keep
 * an old explanation.
 */
export function toData(section: Section, entries: Entry[]): unknown {
  return section.repeat ? entries.map((entry) => cleanEntry(section, entry)) : cleanEntry(section, entries[0] ?? {});
}

/** Field errors keyed "<entry>.<name>" (entry 0 for a section that does not repeat), from zod-like issue paths. */
export function errorKey(entryIndex: number, name: string): string {
  return `${entryIndex}.${name}`;
}

export function issuesToErrors(
  section: Section,
  issues: Array<{ path: ReadonlyArray<PropertyKey> | string; message: string }>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.').filter(Boolean) : issue.path.map(String);
    const parts = path[0] === 'data' ? path.slice(1) : path;
    // A field of a list inside an entry keeps its whole path: "0.addresses.2.zip".
    let key: string;
    if (section.repeat) {
      const index = Number(parts[0]);
      key = parts.length >= 2 && Number.isInteger(index) ? errorKey(index, parts.slice(1).map(String).join('.')) : '_section';
    } else {
      key = parts.length ? errorKey(0, parts.map(String).join('.')) : '_section';
    }
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Drops errors on sensitive fields that still hold the masked value the server sent: the candidate did not retype
 * them, so the stored value stays as it is.
 */
export function withoutUntouchedMasked(
  errors: Record<string, string>,
  section: Section,
  entries: Entry[],
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const [index, name] = key.split('.') as [string, string];
    const field = ownerOf(section, name);
    const value = entries[Number(index)]?.[name];
    if (field?.sensitive && isMaskedValue(value)) continue;
    kept[key] = message;
  }
  return kept;
}

/** The wizard step to show: `?step=` when it names a step (0–17), else the application's own step (spec §4). */
export function stepFromSearch(search: string, application: Pick<TApplication, 'step'> | undefined): number {
  const raw = new URLSearchParams(search).get('step');
  if (raw !== null && /^\d{1,2}$/.test(raw)) {
    const step = Number(raw);
    if (step >= 0 && step < SECTION_KEYS.length) return step;
  }
  return application?.step ?? 0;
}

export type SectionStatus = 'complete' | 'notApplicable' | 'draft' | 'empty' | 'waiting';

export function sectionStatus(key: SectionKey, application: TApplication, gate?: Section['gate']): SectionStatus {
  const state = application.sections[key];
  if (state?.status === 'complete') return 'complete';
  if (state?.status === 'notApplicable') return 'notApplicable';
  if (gate === 'offer' && !application.offerRecorded) return 'waiting';
  if (state?.status === 'draft') return 'draft';
  return 'empty';
}

/**
 * Every section that is due is complete or not applicable: the application can be submitted. The shared rule of the
 * server's answer (progress.ts): health status is not due before an offer.
 */
export function allSectionsDone(application: TApplication): boolean {
  return firstMissingSection(application.applicationDetails) === null;
}

/** The step whose last part holds the CV's drop zone (decision 044), and the address of that part. */
export const CV_STEP = 0;
const cvParts = SECTIONS[CV_STEP]!.parts;
export const CV_SEARCH = cvParts?.length ? `?step=${CV_STEP}&part=${cvParts[cvParts.length - 1]!.key}` : `?step=${CV_STEP}`;

/** The review page: every section with its status, what stands in the way of the submit, and the submit. */
export const REVIEW_PATH = '/application/review';

/** One section as the review page lists it: its status, and the policies a draft left for later. */
export type ReviewRow = { key: SectionKey; step: number; status: SectionStatus; deferredPolicies: number };

/** The policy acceptances (spec §5, deferrable) a section's saved answers leave unticked. */
function deferredPolicies(section: Section, data: unknown): number {
  const deferrable = section.fields.filter((field) => field.kind === 'accept' && field.deferrable);
  if (!deferrable.length) return 0;
  const entry = data && typeof data === 'object' && !Array.isArray(data) ? (data as Entry) : {};
  return deferrable.filter((field) => entry[field.name] !== true).length;
}

/** Every section in the listed order (spec §4: steps 0 … 17) with what the review page says of it. */
export function reviewRows(sections: readonly Section[], application: TApplication): ReviewRow[] {
  return sections.map((section, step) => {
    const status = sectionStatus(section.key, application, section.gate);
    const state = application.sections[section.key];
    return { key: section.key, step, status, deferredPolicies: status === 'draft' ? deferredPolicies(section, state?.data) : 0 };
  });
}

/** The sections the server would refuse the submit for: due, and neither complete nor not applicable. */
export const missingRows = (rows: readonly ReviewRow[]): ReviewRow[] =>
  rows.filter((row) => row.status === 'draft' || row.status === 'empty');
