import { describe, expect, it } from 'vitest';
import { GAP_MESSAGES, findEmploymentGaps, gapRefusal, suggestGapEntries, unexplainedGaps } from './gaps';
import {
  CANDIDATE_SPECIALTY_VALUES,
  SPECIALTY_OPTIONS,
  SPECIALTY_PLACEHOLDER,
  needsSpecialtyPicker,
  pctFlagForRole,
  replaceSpecialtyPlaceholder,
  specialtyPickerOptions,
  SPECIALTY_PICKER_TITLE,
} from './specialties';

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

describe('a gap must be explained before submitting; "not applicable" only without gaps', () => {
  // Work 01/2018–12/2019, then 06/2020 to today: one gap, 01/2020 to 05/2020.
  const sources = { workHistory: [{ startDate: '01/2018', endDate: '12/2019' }, { startDate: '06/2020', current: true }] };
  const noGap = { workHistory: [{ startDate: '01/2018', current: true }] };
  const entry = (startDate: string, endDate: string, explanation = 'Looked after my father.') => ({ startDate, endDate, reason: 'caregiving', explanation });
  type Case = [name: string, action: 'notApplicable' | 'submit', sources: object, gapHistory: Parameters<typeof gapRefusal>[2], refused: string | null];
  it.each<Case>([
    ['submit: the gap explained by an entry over the same months', 'submit', sources, { status: 'complete', data: [entry('01/2020', '05/2020')] }, null],
    ['submit: explained by an entry over more months', 'submit', sources, { status: 'complete', data: [entry('11/2019', '07/2020')] }, null],
    ['submit: explained by two entries together', 'submit', sources, { status: 'complete', data: [entry('01/2020', '02/2020'), entry('03/2020', '05/2020')] }, null],
    ['submit: an entry over part of the gap', 'submit', sources, { status: 'complete', data: [entry('01/2020', '04/2020')] }, GAP_MESSAGES.unexplained([{ startDate: '01/2020', endDate: '05/2020', explanation: '' }])],
    ['submit: an entry without an explanation', 'submit', sources, { status: 'draft', data: [entry('01/2020', '05/2020', '  ')] }, GAP_MESSAGES.unexplained([{ startDate: '01/2020', endDate: '05/2020', explanation: '' }])],
    ['submit: the section marked not applicable', 'submit', sources, { status: 'notApplicable', data: null }, GAP_MESSAGES.unexplained([{ startDate: '01/2020', endDate: '05/2020', explanation: '' }])],
    ['submit: no gap section at all', 'submit', sources, null, GAP_MESSAGES.unexplained([{ startDate: '01/2020', endDate: '05/2020', explanation: '' }])],
    ['submit: no gap, nothing to explain', 'submit', noGap, { status: 'notApplicable', data: null }, null],
    ['submit: a missing February is no gap', 'submit', { workHistory: [{ startDate: '01/2023', endDate: '01/2023' }, { startDate: '03/2023', current: true }] }, null, null],
    ['not applicable: refused while there is a gap, even explained', 'notApplicable', sources, { status: 'complete', data: [entry('01/2020', '05/2020')] }, GAP_MESSAGES.notApplicable([{ startDate: '01/2020', endDate: '05/2020', explanation: '' }])],
    ['not applicable: allowed without a gap', 'notApplicable', noGap, null, null],
  ])('%s', (_name, action, src, gapHistory, refused) => {
    expect(gapRefusal(action, src, gapHistory, { now })).toBe(refused);
  });
  it('the messages name each gap', () => {
    expect(GAP_MESSAGES.unexplained([{ startDate: '01/2020', endDate: '05/2020', explanation: '' }, { startDate: '01/2021', endDate: '01/2021', explanation: '' }])).toBe(
      'Please explain every gap of more than 30 days in your history under "Employment gaps" before you submit: 01/2020 to 05/2020, 01/2021.',
    );
    expect(GAP_MESSAGES.notApplicable([{ startDate: '01/2020', endDate: '05/2020', explanation: '' }])).toBe(
      'Your history has gaps of more than 30 days to explain (01/2020 to 05/2020), so this section cannot be marked not applicable.',
    );
  });
  it('unexplainedGaps lists what is left', () => {
    expect(unexplainedGaps(sources, [entry('01/2020', '03/2020')], { now })).toEqual([{ startDate: '01/2020', endDate: '05/2020', explanation: '' }]);
    expect(unexplainedGaps(sources, [entry('01/2020', '05/2020')], { now })).toEqual([]);
  });
});

describe('one list of specialties, and the PCT flag', () => {
  it.each([
    ['CMA', false],
    ['PCT', true],
    ['CNA', true],
    ['Medical Assistant', true],
    ['RN', true],
    [null, true],
    [undefined, true],
  ] as const)('role %s → PCT flag %s', (role, flag) => {
    expect(pctFlagForRole(role)).toBe(flag);
  });
  it('the candidate list is the placeholder and the specialties, each once', () => {
    expect(CANDIDATE_SPECIALTY_VALUES[0]).toBe(SPECIALTY_PLACEHOLDER);
    expect(CANDIDATE_SPECIALTY_VALUES.slice(1)).toEqual(SPECIALTY_OPTIONS.map((o) => o.value));
    expect(new Set(CANDIDATE_SPECIALTY_VALUES).size).toBe(CANDIDATE_SPECIALTY_VALUES.length);
    for (const option of specialtyPickerOptions(true).concat(specialtyPickerOptions(false))) expect(CANDIDATE_SPECIALTY_VALUES).toContain(option.value);
  });
});
