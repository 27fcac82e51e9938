// A valid sample of each section built from its descriptors: the browser journeys and the server tests fill the
// application with it, and it shows what a complete section looks like. `full` makes a long one (many entries, free
// text as long as it may be): what a seasoned nurse's application looks like in the profile packet.
import { PERSON_NAME_PATTERN_SOURCE } from '../schemas/names';
import type { Field, Section } from './contract';

export type SampleOptions = {
  fileId?: string;
  /** Entries of each repeating section and of each list (at most what the section allows), free text at its longest. */
  full?: { entries: number };
};

/** Free text of a long application: work described in sentences, cut at a word to `length` characters. */
const PROSE =
  'Cared for five to six patients a shift on a 32-bed medical-surgical unit, charted in Epic, precepted new graduates ' +
  'and travel nurses, served as charge nurse on weekends, took part in the falls-prevention committee and the sepsis ' +
  'bundle audit, and floated to telemetry and the step-down unit when the census required it. ';

function sampleProse(length: number): string {
  let text = PROSE;
  while (text.length < length) text += PROSE;
  const cut = text.slice(0, length + 1);
  return cut.slice(0, cut.length > length ? cut.lastIndexOf(' ') : length).trim();
}

/** Free text that a full sample writes long: paragraphs and names, not codes, numbers or names with a pattern. */
const writtenLong = (field: Field) =>
  (field.kind === 'textarea' || (field.kind === 'text' && !field.mask && !field.pattern && !field.suggest && (field.maxLength ?? 0) >= 100));

function sampleValue(field: Field, options: SampleOptions): unknown {
  if (options.full && writtenLong(field)) return sampleProse(Math.min('maxLength' in field ? (field.maxLength ?? 600) : 600, 2000));
  switch (field.kind) {
    case 'text':
      if (field.mask === 'phone') return '(512) 555-0134';
      if (field.mask === 'zip') return '78701';
      if (field.mask === 'ssn') return '123-45-6789';
      if (field.mask === 'ein') return '12-3456789';
      if (field.mask === 'npi') return '1234567893';
      if (field.name === 'salary') return '2400';
      if (field.name === 'recruiter') return 'Jamie Rivera';
      if (field.pattern === PERSON_NAME_PATTERN_SOURCE) return field.name.toLowerCase().includes('last') || field.name === 'lName' ? 'Morgan' : 'Alex';
      return `Sample ${field.name}`.slice(0, field.maxLength ?? 100);
    case 'textarea':
      return `Sample ${field.name}`;
    case 'email':
      return 'alex.morgan@example.com';
    case 'number':
      return field.money ? 45 : Math.max(field.min ?? 0, 1);
    case 'date':
      if (field.format === 'MM/YYYY') return field.name === 'endDate' || field.name === 'to' ? '12/2021' : '01/2020';
      return field.notFuture ? '03/15/2020' : '06/30/2030';
    case 'select':
      return field.options[0]!.value;
    case 'multiselect':
      return [field.options[0]!.value];
    case 'state':
      return 'TX';
    case 'states':
      return ['TX', 'AZ'];
    case 'yesNo':
      // The one entry that may answer Yes (the current job) does: a sample history runs to today, without a gap.
      return field.onlyOneYes === true;
    case 'accept':
      return true;
    case 'signature':
      return 'Alex Morgan';
    case 'file':
      return options.fileId;
    case 'list': {
      // One entry, the present one, from long enough ago to cover what the list must cover (a full sample adds earlier
      // ones, two years each, answering No where only one may answer Yes).
      const entry = sampleEntry(field.fields, options);
      if (field.covers) Object.assign(entry, { [field.covers.from]: '01/2010', [field.covers.current]: true });
      const count = Math.min(Math.max(field.min ?? 1, 1, options.full?.entries ?? 0), field.max);
      return Array.from({ length: count }, (_, i) => (i === 0 ? { ...entry } : earlier(field.fields, entry, i, field.covers)));
    }
  }
}

export function sampleEntry(fields: Field[], options: SampleOptions = {}): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  for (const field of fields) {
    // An earlier answer kept readable is not something a new candidate has.
    if (field.keptOnly) continue;
    const value = sampleValue(field, options);
    if (value !== undefined) entry[field.name] = value;
  }
  return entry;
}

/** The `index`th entry after the first of a full sample: No where only one entry may say Yes, an earlier period. */
function earlier(fields: Field[], entry: Record<string, unknown>, index: number, covers?: { from: string; to: string; current: string }) {
  const next: Record<string, unknown> = { ...entry };
  for (const field of fields) if (field.kind === 'yesNo' && field.onlyOneYes) next[field.name] = false;
  if (covers) Object.assign(next, { [covers.from]: `01/${2010 - 2 * index}`, [covers.to]: `12/${2011 - 2 * index}`, [covers.current]: false });
  return next;
}

/** A complete, valid data value of the section (pass a document id for its uploads). */
export function sampleSectionData(section: Section, options: SampleOptions = {}): unknown {
  const entry = sampleEntry(section.fields, options);
  if (!section.repeat) return entry;
  const count = Math.min(Math.max(section.repeat.min, options.full?.entries ?? 0), section.repeat.max);
  return Array.from({ length: count }, (_, i) => (i === 0 ? { ...entry } : earlier(section.fields, entry, i)));
}
