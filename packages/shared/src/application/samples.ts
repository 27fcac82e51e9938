// A valid sample of each section built from its descriptors: the browser journeys and the server tests fill the
// application with it, and it shows what a complete section looks like.
import { PERSON_NAME_PATTERN_SOURCE } from '../schemas/names';
import type { Field, Section } from './contract';

export type SampleOptions = { fileId?: string };

function sampleValue(field: Field, options: SampleOptions): unknown {
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
      // One entry, the present one, from long enough ago to cover what the list must cover.
      const entry = sampleEntry(field.fields, options);
      if (field.covers) Object.assign(entry, { [field.covers.from]: '01/2010', [field.covers.current]: true });
      return Array.from({ length: Math.max(field.min ?? 1, 1) }, () => ({ ...entry }));
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

/** A complete, valid data value of the section (pass a document id for its uploads). */
export function sampleSectionData(section: Section, options: SampleOptions = {}): unknown {
  const entry = sampleEntry(section.fields, options);
  return section.repeat ? Array.from({ length: section.repeat.min }, () => ({ ...entry })) : entry;
}
