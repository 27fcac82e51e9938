// The generic validator of the application: a zod schema built from a section's field descriptors (sections.ts), used by
// the web form and by the save route alike. spec §5 messages byte for byte where the spec has them; where it gives a
// rule but no message, the message follows the spec's wording style.
//
// Two modes: complete (every required field of every shown entry, spec §5) and `draft` (a half-filled section is kept:
// nothing is required, but what is filled must still have the right type, length and format). Values of fields hidden by
// `showWhen` are dropped; empty values ('' or [] or null) count as not filled and are dropped.
import { z } from 'zod';
import { isUsStateCode } from '../domain/us-states';
import { AUTH_MESSAGES, ZEmail } from '../schemas/auth';
import { PERSON_NAME_PATTERN, PERSON_NAME_PATTERN_SOURCE } from '../schemas/names';
import { DOCUMENTS_PER_ENTRY, ENTRY_ID, ENTRY_ID_PATTERN, fieldsThrough, fileIdsOf, type Field, type Section, type SectionKey } from './contract';
import { coverageStart, uncoveredPeriods } from './coverage';
import { expiryState } from './expiry';
import { formatRange, parseMonthYear } from './months';

export { parseMonthYear } from './months';

export const APPLICATION_MESSAGES = {
  required: 'This field is required.',
  selectRequired: 'Please select an option.',
  selectInvalid: 'Please select one of the options.',
  multiRequired: (min: number) => (min <= 1 ? 'Please select at least one.' : `Please select at least ${min}.`),
  textMax: (max: number) => `Must be no longer than ${max} characters`,
  pattern: 'Please check the format.',
  emailRequired: AUTH_MESSAGES.emailRequired,
  emailInvalid: AUTH_MESSAGES.emailInvalid,
  // spec §5 "Application"
  firstNameRequired: AUTH_MESSAGES.firstNameRequired,
  firstNameMax: AUTH_MESSAGES.firstNameMax,
  lastNameRequired: AUTH_MESSAGES.lastNameRequired,
  lastNameMax: AUTH_MESSAGES.lastNameMax,
  onlyAlphabets: AUTH_MESSAGES.onlyAlphabets,
  addressRequired: 'Please enter your address.',
  zip: 'Zip code must be exactly 5 digits.',
  phone: 'Phone number must be (123) 456-7890 or (123)456-7890.',
  recruiterRequired: 'Please enter your recruiter.',
  recruiterMin: 'Recruiter must be at least 2 characters',
  roleRequired: 'Please select your role.',
  experienceRequired: 'Please select your experience.',
  specialtiesRequired: 'Please select at least one specialty.',
  salary: 'Salary must be only digits, 1 to 10 of them.',
  subscriptionRequired: 'Please select at least one subscription option.',
  statesRequired: 'Please select at least one state or compact state.',
  /** spec §5: policy acceptances must equal 'true'; the message says they may be deferred. */
  policy: 'Please accept this policy. You may defer it until later in the process.',
  mustAccept: 'Please tick the box to continue.',
  /** spec §5 "Pay rates: non-negative decimal". */
  payRate: 'Must Be Only Digits',
  numberInvalid: 'Please enter a number.',
  numberMin: (min: number) => `Must be at least ${min}.`,
  numberMax: (max: number) => `Must be at most ${max}.`,
  integer: 'Please enter a whole number.',
  dateFormat: (format: string) => `Enter the date as ${format}.`,
  dateFuture: 'The date cannot be in the future.',
  datePast: 'The date has already passed.',
  dateOrder: 'The end cannot be before the start.',
  /** domain.md §1 work history: do not list several jobs as "present". */
  oneCurrentJob: 'Only one job can be your current job. Please answer No here, or on the other current job.',
  /** A licence or certification marked Active whose expiry date has passed (application/expiry.ts). */
  activeExpired: 'This is marked Active, but its expiry date has passed. Correct the date, or change the status.',
  stateInvalid: 'Please select a US state.',
  yesNoRequired: 'Please answer Yes or No.',
  explainRequired: 'Please explain your Yes answer.',
  signatureRequired: 'Please type your full legal name to sign.',
  fileRequired: 'Please upload the document.',
  fileInvalid: 'Please upload the document again.',
  /** spec §8 upload message, with the default file limit of spec §9 counted per entry. */
  filesPerEntry: `Cannot upload more than ${DOCUMENTS_PER_ENTRY} items.`,
  entryIdInvalid: 'This entry could not be read. Please reload the page and try again.',
  ssn: 'The Social Security number is 9 digits: 123-45-6789.',
  ein: 'The EIN is 9 digits: 12-3456789.',
  npi: 'The NPI is 10 digits.',
  entriesMin: (min: number) => (min === 1 ? 'Please add at least one entry.' : `Please add at least ${min} entries.`),
  entriesMax: (max: number) => `Please add no more than ${max} entries.`,
  entriesInvalid: 'The section data must be a list of entries.',
  entryInvalid: 'The section data must be an object.',
  /** A list with `covers` (backgroundCheck's addresses): the months no entry covers, and since when it must cover. */
  uncovered: (periods: string, since: string) => `Your addresses leave ${periods} uncovered. Please list every address since ${since}, with no gap.`,
  /** A list's `onlyOneYes` answer (the present address). */
  onlyOnePresent: 'Only one address can be your present address. Please answer No here, or on the other one.',
} as const;

const M = APPLICATION_MESSAGES;

/** spec §5: (123) 456-7890 or (123)456-7890, the dash optional; the mask's first digit is 1 to 9. */
export const APPLICATION_PHONE_PATTERN = /^\([1-9]\d{2}\) ?\d{3}-?\d{4}$/;
export const ZIP_PATTERN = /^\d{5}$/;
export const SALARY_PATTERN = /^\d{1,10}$/;
export const SSN_PATTERN = /^\d{3}-?\d{2}-?\d{4}$/;
export const EIN_PATTERN = /^\d{2}-?\d{7}$/;
export const NPI_PATTERN = /^\d{10}$/;
const MONEY_PATTERN = /^\d+(\.\d{1,2})?$/;
const FULL_DATE = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(\d{4})$/;

/** The phone mask of spec §5, (NNN)NNN-NNNN, applied to what was typed so far. */
export function maskPhone(input: string): string {
  const digits = input.replace(/\D/g, '').replace(/^[0]+/, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)})${digits.slice(3)}`;
  return `(${digits.slice(0, 3)})${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export type ValidateOptions = {
  /** Keep a half-filled section: nothing is required. */
  draft?: boolean;
  /**
   * With `draft`, a section in parts (Section.parts): the key of the part finished. The required fields of that part and
   * of the parts before it are checked as for a complete save; the rest is kept as a draft (decision 044).
   */
  through?: string;
  /** Today, for "not in the future" dates (tests pass a fixed day). */
  now?: Date;
};

export function parseFullDate(value: string): Date | null {
  const m = FULL_DATE.exec(value);
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || year > 2200) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Whether a field is shown for this entry (its showWhen condition holds). */
export function isShown(field: Field, entry: Record<string, unknown>): boolean {
  if (!field.showWhen) return true;
  const wanted = Array.isArray(field.showWhen.equals) ? field.showWhen.equals : [field.showWhen.equals];
  const actual = normalizeLoose(entry[field.showWhen.field]);
  return wanted.some((w) => w === actual);
}

/** 'true'/'false' strings read as booleans (forms post strings); everything else as is. */
function normalizeLoose(value: unknown): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return typeof value === 'string' ? value.trim() : value;
}

/** `complete`: in a draft, the fields checked as for a complete save anyway (the parts finished, `through`). */
type Ctx = { section: SectionKey; draft: boolean; now: Date; complete?: ReadonlySet<string> };

/** Spec §5 rules that belong to a named field of personalInfo (the application step form). */
function personalInfoRequiredMessage(field: Field): string | undefined {
  return (
    {
      fName: M.firstNameRequired,
      lName: M.lastNameRequired,
      address: M.addressRequired,
      zip: M.zip,
      email: M.emailRequired,
      phone: M.phone,
      recruiter: M.recruiterRequired,
      role: M.roleRequired,
      experinceReq: M.experienceRequired,
      specialties: M.specialtiesRequired,
      salary: M.salary,
      subscriptionOption: M.subscriptionRequired,
      otherStates: M.statesRequired,
    } as Record<string, string>
  )[field.name];
}

function requiredMessage(field: Field, ctx: Ctx): string {
  if (ctx.section === 'personalInfo') {
    const special = personalInfoRequiredMessage(field);
    if (special) return special;
  }
  switch (field.kind) {
    case 'email':
      return M.emailRequired;
    case 'select':
    case 'state':
      return M.selectRequired;
    case 'multiselect':
      return M.multiRequired(field.min ?? 1);
    case 'states':
      return M.statesRequired;
    case 'yesNo':
      return M.yesNoRequired;
    case 'accept':
      return field.deferrable ? M.policy : M.mustAccept;
    case 'signature':
      return M.signatureRequired;
    case 'file':
      return M.fileRequired;
    case 'number':
      return field.money ? M.payRate : M.required;
    case 'list':
      return M.entriesMin(field.min ?? 1);
    default:
      return M.required;
  }
}

const str = (max: number) => z.string().trim().max(max, { error: M.textMax(max) });

/** The schema of a filled value (not required-ness, which the entry checks). */
function valueSchema(field: Field, ctx: Ctx): z.ZodType {
  switch (field.kind) {
    case 'text': {
      const max = field.maxLength ?? 200;
      let s = z.string({ error: M.required }).trim();
      if (ctx.section === 'personalInfo' && field.name === 'fName') s = s.max(max, { error: M.firstNameMax, abort: true });
      else if (ctx.section === 'personalInfo' && field.name === 'lName') s = s.max(max, { error: M.lastNameMax, abort: true });
      else if (field.name === 'recruiter') s = s.min(2, { error: M.recruiterMin, abort: true }).max(max, { error: M.textMax(max), abort: true });
      else if (field.name === 'salary') s = s.regex(SALARY_PATTERN, { error: M.salary, abort: true });
      else if (field.mask === 'zip') s = s.regex(ZIP_PATTERN, { error: M.zip, abort: true });
      else if (field.mask === 'phone') s = s.regex(APPLICATION_PHONE_PATTERN, { error: M.phone, abort: true });
      else if (field.mask === 'ssn') s = s.regex(SSN_PATTERN, { error: M.ssn, abort: true });
      else if (field.mask === 'ein') s = s.regex(EIN_PATTERN, { error: M.ein, abort: true });
      else if (field.mask === 'npi') s = s.regex(NPI_PATTERN, { error: M.npi, abort: true });
      else s = s.max(max, { error: M.textMax(max), abort: true });
      if (field.pattern && !['zip', 'phone', 'ssn', 'ein', 'npi'].includes(field.mask ?? '') && field.name !== 'salary') {
        // A name field follows the one name rule (a `u`-flag pattern); other patterns are plain.
        const isName = field.pattern === PERSON_NAME_PATTERN_SOURCE;
        s = s.regex(isName ? PERSON_NAME_PATTERN : new RegExp(field.pattern), { error: field.patternMessage ?? (isName ? M.onlyAlphabets : M.pattern) });
      }
      return s;
    }
    case 'textarea':
      return str(field.maxLength ?? 2000);
    case 'email':
      return ZEmail;
    case 'number': {
      const bad = field.money ? M.payRate : M.numberInvalid;
      return z
        .union([z.number(), z.string().trim()], { error: bad })
        .transform((v, c) => {
          const text = typeof v === 'number' ? String(v) : v;
          const pattern = field.money || (field.min ?? 0) >= 0 ? (field.integer ? /^\d+$/ : MONEY_PATTERN) : /^-?\d+(\.\d+)?$/;
          if (!Number.isFinite(Number(text)) || !pattern.test(text)) {
            c.addIssue({ code: 'custom', message: field.integer && !field.money && /^\d+\.\d+$/.test(text) ? M.integer : bad });
            return z.NEVER;
          }
          const n = Number(text);
          if (field.min !== undefined && n < field.min) c.addIssue({ code: 'custom', message: field.money ? M.payRate : M.numberMin(field.min) });
          if (field.max !== undefined && n > field.max) c.addIssue({ code: 'custom', message: M.numberMax(field.max) });
          return n;
        });
    }
    case 'date':
      return z.string({ error: M.dateFormat(field.format) }).trim().superRefine((v, c) => {
        if (field.format === 'MM/YYYY') {
          const p = parseMonthYear(v);
          if (!p) return void c.addIssue({ code: 'custom', message: M.dateFormat(field.format) });
          const nowMonth = ctx.now.getUTCFullYear() * 12 + ctx.now.getUTCMonth();
          const month = p.year * 12 + p.month - 1;
          if (field.notFuture && month > nowMonth) c.addIssue({ code: 'custom', message: M.dateFuture });
          if (field.notPast && month < nowMonth) c.addIssue({ code: 'custom', message: M.datePast });
        } else {
          const d = parseFullDate(v);
          if (!d) return void c.addIssue({ code: 'custom', message: M.dateFormat(field.format) });
          const today = Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), ctx.now.getUTCDate());
          if (field.notFuture && d.getTime() > today) c.addIssue({ code: 'custom', message: M.dateFuture });
          if (field.notPast && d.getTime() < today) c.addIssue({ code: 'custom', message: M.datePast });
        }
      });
    case 'select': {
      const values = field.options.map((o) => o.value);
      return z.string({ error: M.selectInvalid }).refine((v) => values.includes(v), { error: M.selectInvalid });
    }
    case 'multiselect': {
      const values = field.options.map((o) => o.value);
      return z
        .array(z.string().refine((v) => values.includes(v), { error: M.selectInvalid }), { error: M.selectInvalid })
        .max(values.length, { error: M.selectInvalid })
        .transform((list) => [...new Set(list)]);
    }
    case 'state':
      return z.string({ error: M.stateInvalid }).trim().toUpperCase().refine(isUsStateCode, { error: M.stateInvalid });
    case 'states':
      return z
        .array(z.string().trim().toUpperCase().refine(isUsStateCode, { error: M.stateInvalid }), { error: M.stateInvalid })
        .max(60, { error: M.stateInvalid })
        .transform((list) => [...new Set(list)]);
    case 'yesNo':
      return z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: M.yesNoRequired });
    case 'accept':
      return z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
        error: field.deferrable ? M.policy : M.mustAccept,
      });
    case 'signature':
      return z
        .string({ error: M.signatureRequired })
        .trim()
        .min(2, { error: M.signatureRequired, abort: true })
        .max(100, { error: M.textMax(100) });
    case 'file': {
      const id = z.string({ error: M.fileInvalid }).trim().regex(/^[0-9a-f-]{36}$/i, { error: M.fileInvalid });
      // One id (as before), or a list: an entry holds up to DOCUMENTS_PER_ENTRY files (checked over the entry below).
      return z.union([id, z.array(id, { error: M.fileInvalid }).transform((list) => [...new Set(list)])], { error: M.fileInvalid });
    }
    case 'list':
      // Its entries are checked like a section's (a draft's entries may be partial too).
      return z
        .custom<unknown[]>((value) => Array.isArray(value), { error: M.entriesInvalid })
        .pipe(z.array(entrySchema(field.fields, ctx.section, { draft: ctx.draft, now: ctx.now })).max(field.max, { error: M.entriesMax(field.max) }));
  }
}

/** Issues of a complete list: at least `min` entries, one Yes of an `onlyOneYes` answer, the years it must cover. */
function listIssues(field: Extract<Field, { kind: 'list' }>, value: unknown, ctx: Ctx): Array<{ path: Array<string | number>; message: string }> {
  const entries = Array.isArray(value) ? (value as Array<Record<string, unknown>>) : [];
  const issues: Array<{ path: Array<string | number>; message: string }> = [];
  if (entries.length < (field.min ?? 1)) issues.push({ path: [field.name], message: M.entriesMin(field.min ?? 1) });
  for (const inner of field.fields) {
    if (inner.kind !== 'yesNo' || !inner.onlyOneYes) continue;
    const yes = entries.flatMap((entry, index) => (entry?.[inner.name] === true ? [index] : []));
    for (const index of yes.slice(1)) issues.push({ path: [field.name, index, inner.name], message: M.onlyOnePresent });
  }
  if (field.covers && entries.length) {
    const gaps = uncoveredPeriods(entries, field.covers, ctx.now);
    if (gaps.length)
      issues.push({ path: [field.name], message: M.uncovered(gaps.map(formatRange).join(', '), coverageStart(field.covers.years, ctx.now)) });
  }
  return issues;
}

/** Sibling values some kinds carry (see sections.ts): explanation, compact switch, signing time. */
function siblingSchemas(field: Field): Record<string, z.ZodType> {
  if (field.kind === 'yesNo' && field.explainIfYes) return { [`${field.name}Explain`]: str(1000) };
  if (field.kind === 'states' && field.compact) return { [`${field.name}Compact`]: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: M.selectInvalid }) };
  if (field.kind === 'signature') return { [`${field.name}SignedAt`]: z.string().max(40) };
  return {};
}

const emptyToUndefined = (value: unknown): unknown => (isEmpty(value) ? undefined : typeof value === 'string' ? value.trim() : value);

/** The schema of one entry (a single section's data, or one entry of a repeating section). */
export function entrySchema(
  fields: Field[],
  section: SectionKey,
  options: ValidateOptions & { complete?: ReadonlySet<string> } = {},
): z.ZodType<Record<string, unknown>> {
  const ctx: Ctx = { section, draft: options.draft ?? false, now: options.now ?? new Date(), complete: options.complete };
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    shape[field.name] = z.preprocess(emptyToUndefined, valueSchema(field, ctx).optional());
    for (const [name, schema] of Object.entries(siblingSchemas(field))) shape[name] = z.preprocess(emptyToUndefined, schema.optional());
  }
  // The entry's stable id (repeating sections): its documents are uploaded for it and go with it.
  shape[ENTRY_ID] = z.preprocess(emptyToUndefined, z.string({ error: M.entryIdInvalid }).regex(ENTRY_ID_PATTERN, { error: M.entryIdInvalid }).optional());
  const fileFields = fields.filter((f) => f.kind === 'file');
  return z
    .record(z.string(), z.unknown(), { error: M.entryInvalid })
    .pipe(z.object(shape))
    .superRefine((entry, c) => {
      const raw = entry as Record<string, unknown>;
      // spec §9 default file limit 3, per entry (a draft too): over every file field of the entry.
      let files = 0;
      for (const field of fileFields) {
        files += fileIdsOf(raw[field.name]).length;
        if (files > DOCUMENTS_PER_ENTRY) {
          c.addIssue({ code: 'custom', path: [field.name], message: M.filesPerEntry });
          break;
        }
      }
      for (const field of fields) {
        if (!isShown(field, raw)) continue;
        const value = raw[field.name];
        const path = [field.name];
        if (ctx.draft && !ctx.complete?.has(field.name)) {
          // A draft keeps what is there: an acceptance (a policy deferred for later) or a box may stay unticked and
          // nothing else is required (but the fields of the parts finished).
          continue;
        }
        if (field.kind === 'accept') {
          // spec §5: every acceptance must equal true for a complete section; a deferrable one (a policy) says it may
          // be deferred, which a draft does (above).
          if (value !== true) c.addIssue({ code: 'custom', path, message: field.deferrable ? M.policy : M.mustAccept });
          continue;
        }
        if (field.kind === 'states') {
          const compact = field.compact === true && raw[`${field.name}Compact`] === true;
          const count = Array.isArray(value) ? value.length : 0;
          if (field.required && count < (field.min ?? 1) && !compact) c.addIssue({ code: 'custom', path, message: M.statesRequired });
          continue;
        }
        if (field.required && isEmpty(value)) {
          c.addIssue({ code: 'custom', path, message: requiredMessage(field, ctx) });
          continue;
        }
        if (field.kind === 'multiselect' && field.min && Array.isArray(value) && value.length > 0 && value.length < field.min)
          c.addIssue({ code: 'custom', path, message: M.multiRequired(field.min) });
        if (field.kind === 'yesNo' && field.explainIfYes && value === true && isEmpty(raw[`${field.name}Explain`]))
          c.addIssue({ code: 'custom', path: [`${field.name}Explain`], message: M.explainRequired });
        if (field.kind === 'list' && !isEmpty(value)) for (const issue of listIssues(field, value, ctx)) c.addIssue({ code: 'custom', ...issue });
      }
      // History ranges: the end is not before the start.
      for (const [from, to] of [
        ['startDate', 'endDate'],
        ['from', 'to'],
      ] as const) {
        const a = typeof raw[from] === 'string' ? parseMonthYear(raw[from] as string) : null;
        const b = typeof raw[to] === 'string' ? parseMonthYear(raw[to] as string) : null;
        if (a && b && b.year * 12 + b.month < a.year * 12 + a.month) c.addIssue({ code: 'custom', path: [to], message: M.dateOrder });
      }
      // A credential marked Active is not expired (a draft too: the two answers contradict each other).
      const expiry = typeof raw.expiryDate === 'string' ? parseFullDate(raw.expiryDate) : null;
      if (raw.status === 'Active' && expiry && expiryState(expiry.toISOString().slice(0, 10), ctx.now).state === 'expired')
        c.addIssue({ code: 'custom', path: ['expiryDate'], message: M.activeExpired });
    })
    .transform((entry) => {
      const raw = entry as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      if (typeof raw[ENTRY_ID] === 'string') out[ENTRY_ID] = (raw[ENTRY_ID] as string).toLowerCase();
      for (const field of fields) {
        if (!isShown(field, raw)) continue;
        const names = [field.name, ...Object.keys(siblingSchemas(field))];
        for (const name of names) if (raw[name] !== undefined) out[name] = raw[name];
        if (field.kind === 'yesNo' && field.explainIfYes && raw[field.name] !== true) delete out[`${field.name}Explain`];
      }
      return out;
    }) as unknown as z.ZodType<Record<string, unknown>>;
}

/** The schema of a section's data: one entry, or a list of entries for a repeating section. */
export function sectionSchema(section: Section, options: ValidateOptions = {}): z.ZodType {
  const complete = options.draft && options.through !== undefined ? fieldsThrough(section, options.through) : undefined;
  const entry = entrySchema(section.fields, section.key, { ...options, complete });
  if (!section.repeat) return entry;
  const { min, max } = section.repeat;
  let list = z.array(entry, { error: M.entriesInvalid }).max(max, { error: M.entriesMax(max) });
  if (options.draft) return list;
  list = list.min(min, { error: M.entriesMin(min) });
  const onlyOne = section.fields.filter((f) => f.kind === 'yesNo' && f.onlyOneYes).map((f) => f.name);
  if (!onlyOne.length) return list;
  // At most one entry answers Yes (a complete save; a draft keeps what is there): the first stays, every later one is
  // flagged. Read from the entries as sent, so the message shows with the entries' other messages.
  return list.check((ctx) => {
    const entries = Array.isArray(ctx.value) ? ctx.value : [];
    for (const name of onlyOne) {
      let seen = false;
      entries.forEach((item: unknown, index: number) => {
        if (!item || typeof item !== 'object' || normalizeLoose((item as Record<string, unknown>)[name]) !== true) return;
        if (seen) ctx.issues.push({ code: 'custom', input: item, path: [index, name], message: M.oneCurrentJob, continue: true });
        seen = true;
      });
    }
  });
}

export type FieldError = { path: string; message: string };

/** Validates a section's data; on failure the errors carry dotted paths (`2.expiryDate`, `ssn`). */
export function validateSection(
  section: Section,
  data: unknown,
  options: ValidateOptions = {},
): { success: true; data: unknown } | { success: false; errors: FieldError[] } {
  const result = sectionSchema(section, options).safeParse(data);
  if (result.success) return { success: true, data: result.data };
  return { success: false, errors: result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })) };
}
