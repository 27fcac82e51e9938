import { describe, expect, it } from 'vitest';
import { findEmploymentGaps, suggestGapEntries } from './gaps';
import { SPECIALTY_PLACEHOLDER, needsSpecialtyPicker, replaceSpecialtyPlaceholder, specialtyPickerOptions, SPECIALTY_PICKER_TITLE } from './specialties';

const now = new Date('2026-11-24T12:00:00Z');

describe('employment gaps over 30 days', () => {
  it('finds the months covered by nothing between education, work and military', () => {
    const gaps = findEmploymentGaps(
      {
        education: [{ startDate: '09/2014', endDate: '05/2018' }],
        workHistory: [
          { startDate: '09/2018', endDate: '12/2020', current: false },
          { startDate: '02/2021', endDate: '06/2022', current: false },
          { startDate: '01/2023', current: true },
        ],
        miltaryHistory: [],
      },
      { now },
    );
    // 06–08/2018 (92 days); 01/2021 (31 days > 30); 07–12/2022.
    expect(gaps).toEqual([
      { startDate: '06/2018', endDate: '08/2018', explanation: '' },
      { startDate: '01/2021', endDate: '01/2021', explanation: '' },
      { startDate: '07/2022', endDate: '12/2022', explanation: '' },
    ]);
  });
  it('a missing February (28 or 29 days) is not over 30 days; overlaps and military fill gaps', () => {
    expect(findEmploymentGaps({ workHistory: [{ startDate: '01/2023', endDate: '01/2023' }, { startDate: '03/2023', current: true }] }, { now })).toEqual([]);
    expect(findEmploymentGaps({ workHistory: [{ startDate: '01/2024', endDate: '01/2024' }, { startDate: '03/2024', current: true }] }, { now })).toEqual([]);
    expect(
      findEmploymentGaps(
        {
          workHistory: [{ startDate: '01/2015', endDate: '12/2016' }, { startDate: '01/2021', current: true }],
          miltaryHistory: [{ startDate: '01/2017', endDate: '12/2020' }],
        },
        { now },
      ),
    ).toEqual([]);
    expect(findEmploymentGaps({ workHistory: [{ startDate: '01/2015', endDate: '12/2020' }, { startDate: '06/2016', endDate: '03/2017' }, { startDate: '01/2021', current: true }] }, { now })).toEqual([]);
  });
  it('time since the last activity ended counts, up to last month', () => {
    expect(findEmploymentGaps({ workHistory: [{ startDate: '01/2020', endDate: '06/2026' }] }, { now })).toEqual([{ startDate: '07/2026', endDate: '10/2026', explanation: '' }]);
    expect(findEmploymentGaps({ workHistory: [{ startDate: '01/2020', endDate: '10/2026' }] }, { now })).toEqual([]);
  });
  it('ignores entries without usable dates and empty input', () => {
    expect(findEmploymentGaps({}, { now })).toEqual([]);
    expect(findEmploymentGaps({ workHistory: [{ startDate: 'soon' }, null, 'x'] as unknown[] }, { now })).toEqual([]);
    expect(findEmploymentGaps({ workHistory: 'nope' }, { now })).toEqual([]);
  });
  it('offers only gaps not already explained', () => {
    const sources = { workHistory: [{ startDate: '01/2018', endDate: '12/2019' }, { startDate: '06/2020', current: true }] };
    expect(suggestGapEntries(sources, [], { now })).toEqual([{ startDate: '01/2020', endDate: '05/2020', explanation: '' }]);
    expect(suggestGapEntries(sources, [{ startDate: '01/2020', endDate: '05/2020', reason: 'jobSearch', explanation: 'Moved.' }], { now })).toEqual([]);
  });
});

describe('specialty picker (spec §2, §4)', () => {
  it('PCT flag: PCT, CNA, Medical Assistant; otherwise CMA; label, value, type', () => {
    expect(specialtyPickerOptions(true)).toEqual([
      { label: 'PCT', value: 'PCT', type: 'Nursing' },
      { label: 'CNA', value: 'CNA', type: 'Nursing' },
      { label: 'Medical Assistant', value: 'Medical Assistant', type: 'Allied' },
    ]);
    expect(specialtyPickerOptions(false)).toEqual([{ label: 'CMA', value: 'CMA', type: 'Allied' }]);
    expect(SPECIALTY_PICKER_TITLE).toBe('Tell us more precisely about your specialties, select one or more.');
  });
  it('opens on the placeholder and replaces it, deduplicated', () => {
    expect(needsSpecialtyPicker(['ICU', SPECIALTY_PLACEHOLDER])).toBe(true);
    expect(needsSpecialtyPicker(['ICU'])).toBe(false);
    expect(needsSpecialtyPicker(undefined)).toBe(false);
    expect(replaceSpecialtyPlaceholder(['ICU', SPECIALTY_PLACEHOLDER, 'CNA'], ['PCT', 'CNA'])).toEqual(['ICU', 'PCT', 'CNA']);
    expect(replaceSpecialtyPlaceholder([SPECIALTY_PLACEHOLDER], ['CMA', 'CMA'])).toEqual(['CMA']);
    expect(replaceSpecialtyPlaceholder(['ER'], ['ER', 'PCT'])).toEqual(['ER', 'PCT']);
  });
});
