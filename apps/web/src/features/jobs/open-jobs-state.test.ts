import { EMPTY_JOB_FILTER_FORM } from '@portal/shared/schemas/jobs';
import { describe, expect, it } from 'vitest';
import { clearSession } from '../../lib/auth-store';
import { boardSearchParams } from './api/get-public-jobs';
import { INITIAL_STATE, loadOpenJobsState, saveOpenJobsState } from './open-jobs-state';

describe('open-jobs state (spec §4 "save open-job filter")', () => {
  it('comes back as it was saved', () => {
    const state = {
      form: { ...EMPTY_JOB_FILTER_FORM, state: ['CA'], compactState: true },
      applied: { isOpen: true as const, isComplete: true as const, State: { $in: ['CA', 'TX'] } },
      page: 3,
      perPage: 24,
      readyOnly: true,
    };
    saveOpenJobsState(state);
    expect(loadOpenJobsState()).toEqual(state);
  });

  it('starts afresh from missing, damaged or foreign values, and after logout', () => {
    expect(loadOpenJobsState()).toEqual(INITIAL_STATE);
    localStorage.setItem('openJobFilter', '{not json');
    expect(loadOpenJobsState()).toEqual(INITIAL_STATE);
    localStorage.setItem('openJobFilter', JSON.stringify({ form: { ...EMPTY_JOB_FILTER_FORM }, applied: { State: 'TX' }, page: -2, perPage: 1000 }));
    expect(loadOpenJobsState()).toEqual({ ...INITIAL_STATE, form: EMPTY_JOB_FILTER_FORM });
    saveOpenJobsState({ ...INITIAL_STATE, page: 2 });
    clearSession();
    expect(loadOpenJobsState()).toEqual(INITIAL_STATE);
  });
});

describe('board search parameters', () => {
  it('carry the form as query parameters, leaving out what is empty', () => {
    const params = boardSearchParams({
      board: 'tlcjobs',
      page: 2,
      form: { state: ['TX', 'OK'], compactState: true, specialties: ['ICU'], modaility: 'Nursing', durationWeek: [26, 4], salary: [1500, 20000] },
    });
    expect(Object.fromEntries(params)).toEqual({
      board: 'tlcjobs',
      page: '2',
      state: 'TX,OK',
      compactState: 'true',
      specialties: 'ICU',
      modality: 'Nursing',
      durationMin: '4',
      durationMax: '26',
      minPay: '1500',
    });
    expect(Object.fromEntries(boardSearchParams({ board: 'radjobs', page: 1, form: { salary: [0, 20000] } }))).toEqual({ board: 'radjobs', page: '1' });
  });
});
