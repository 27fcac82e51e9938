import { describe, expect, it } from 'vitest';
import { coverageStart, uncoveredPeriods } from './coverage';
import { sectionByKey } from './sections';
import { APPLICATION_MESSAGES as M, validateSection } from './validate';

const now = new Date('2026-11-24T12:00:00Z');
const rule = { years: 7, from: 'from', to: 'to', current: 'current' };
const at = (from: string, to: string | null) => (to === null ? { from, current: true } : { from, to, current: false });

describe('7-year coverage of a list of dated entries', () => {
  it('starts the same month 7 years ago', () => {
    expect(coverageStart(7, now)).toBe('11/2019');
  });
  it.each([
    ['one present address since before the period', [at('01/2010', null)], []],
    ['present address that started inside the period leaves the start uncovered', [at('03/2021', null)], [{ from: '11/2019', to: '02/2021' }]],
    ['two addresses back to back (a move within a month)', [at('05/2018', '03/2022'), at('04/2022', null)], []],
    ['overlapping addresses', [at('05/2018', '06/2022'), at('04/2022', null)], []],
    ['the same month at both ends', [at('05/2018', '04/2022'), at('04/2022', null)], []],
    ['one month between two addresses', [at('05/2018', '03/2022'), at('05/2022', null)], [{ from: '04/2022', to: '04/2022' }]],
    ['no present address: the months since the last one', [at('01/2015', '06/2026')], [{ from: '07/2026', to: '11/2026' }]],
    ['entries in any order, several holes', [at('06/2023', null), at('01/2019', '12/2020'), at('03/2021', '02/2023')], [{ from: '01/2021', to: '02/2021' }, { from: '03/2023', to: '05/2023' }]],
    ['an entry without a start covers nothing', [{ to: '12/2030', current: true }], [{ from: '11/2019', to: '11/2026' }]],
    ['an ended entry without an end covers nothing', [at('01/2010', null), { from: '01/2010', current: false }], []],
    ['nothing at all', [], [{ from: '11/2019', to: '11/2026' }]],
    ['not a list', 'Main St 1, Austin', [{ from: '11/2019', to: '11/2026' }]],
  ] as const)('%s', (_name, entries, expected) => {
    expect(uncoveredPeriods(entries, rule, now)).toEqual(expected);
  });
});

describe('background check: the address list', () => {
  const section = sectionByKey('backgroundCheck');
  const address = (from: string, to: string | null) => ({ street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', ...at(from, to) });
  const base = (addresses: unknown) => {
    const data: Record<string, unknown> = {
      legalFirstName: 'Alex',
      legalLastName: 'Morgan',
      dob: '03/15/1990',
      ssn: '123-45-6789',
      driversLicenseNumber: 'D1234567',
      driversLicenseState: 'TX',
      stateNotices: true,
      authorization: 'Alex Morgan',
    };
    if (addresses !== undefined) data.addresses = addresses;
    return data;
  };
  const errors = (addresses: unknown, draft = false) => {
    const result = validateSection(section, base(addresses), { now, draft });
    return result.success ? [] : result.errors;
  };
  it.each([
    ['complete: covers 7 years', [address('02/2021', null), address('01/2015', '01/2021')], false, []],
    ['complete: a hole is named with the period and since when', [address('04/2021', null), address('01/2015', '01/2021')], false, [{ path: 'addresses', message: M.uncovered('02/2021 to 03/2021', '11/2019') }]],
    ['complete: several holes are all named', [address('06/2021', null), address('01/2020', '01/2021')], false, [{ path: 'addresses', message: M.uncovered('11/2019 to 12/2019, 02/2021 to 05/2021', '11/2019') }]],
    ['complete: none at all', undefined, false, [{ path: 'addresses', message: M.entriesMin(1) }]],
    ['complete: an address needs every field', [{ ...address('01/2010', null), zip: '' }], false, [{ path: 'addresses.0.zip', message: M.required }]],
    ['complete: an ended address needs its end', [address('01/2010', null), { ...address('01/2010', '01/2011'), to: '' }], false, [{ path: 'addresses.1.to', message: M.required }]],
    ['complete: one present address only', [address('01/2010', null), address('01/2012', null)], false, [{ path: 'addresses.1.current', message: M.onlyOnePresent }]],
    ['complete: the end is not before the start', [address('01/2010', null), address('05/2012', '04/2012')], false, [{ path: 'addresses.1.to', message: M.dateOrder }]],
    ['draft: a partial list with a hole is kept', [{ street: '1 Main St', from: '04/2021' }], true, []],
    ['draft: formats are still checked', [{ zip: '7870' }], true, [{ path: 'addresses.0.zip', message: M.zip }]],
    ['the old text is no list', 'Main St 1, Austin TX 78701, 2015 to now', true, [{ path: 'addresses', message: M.entriesInvalid }]],
  ] as const)('%s', (_name, addresses, draft, expected) => {
    expect(errors(addresses, draft)).toEqual(expected);
  });
  it('the earlier text answer stays a field of its own, encrypted, shown only while it holds a value', () => {
    const legacy = section.fields.find((f) => f.name === 'addressHistory');
    expect(legacy).toMatchObject({ kind: 'textarea', sensitive: true, keptOnly: true });
    expect(legacy?.required).toBeFalsy();
    expect(section.fields.find((f) => f.name === 'addresses')).toMatchObject({ kind: 'list', sensitive: true, required: true });
    expect(validateSection(section, { ...base([address('01/2010', null)]), addressHistory: 'Main St 1' }, { now })).toMatchObject({ success: true });
  });
});
