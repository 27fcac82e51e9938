import { EMPTY_JOB_FILTER_FORM } from '@portal/shared/schemas/jobs';
import { describe, expect, it } from 'vitest';
import { clearSession } from '../../lib/auth-store';
import { boardSearchParams } from './api/get-public-jobs';
import { formFromSearchParams, formSearchParams, openJobsPath } from './filter-params';
import { INITIAL_STATE, keepInEntry, loadOpenJobsState, openingState, saveOpenJobsState } from './open-jobs-state';

describe('open-jobs state (spec §4 "save open-job filter")', () => {
  it('comes back as it was saved', () => {
    const state = {
      form: { ...EMPTY_JOB_FILTER_FORM, state: ['CA'], compactState: true },
      applied: { isOpen: true as const, isComplete: true as const, State: { $in: ['CA', 'TX'] } },
      page: 3,
      perPage: 24,
      readyOnly: true,
      origin: 'profile' as const,
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

describe('what Open Jobs opens on (decision 045)', () => {
  const profile = { filter: { state: ['TX', 'OK'], compactState: false, specialties: ['CNA'] }, missing: [], applies: true };
  const cnaTxOk = { isOpen: true as const, isComplete: true as const, State: { $in: ['TX', 'OK'] }, $or: [{ Submodality: 'CNA' }], Duration_Amount: { $gte: 1, $lte: 52 } };

  it('with no address filter and no search yet: waits for the profile, then its filters, said to be the profile’s', () => {
    expect(openingState('', INITIAL_STATE, undefined, undefined)).toEqual({ state: INITIAL_STATE, waitingFor: 'profile' });
    const { state, waitingFor } = openingState('', INITIAL_STATE, profile, undefined);
    expect(waitingFor).toBeNull();
    expect(state).toMatchObject({ form: { state: ['TX', 'OK'], specialties: ['CNA'], compactState: false }, applied: cnaTxOk, page: 1, origin: 'profile' });
  });

  it('every job when the profile says nothing (or could not be read)', () => {
    const all = { isOpen: true, isComplete: true, Duration_Amount: { $gte: 1, $lte: 52 } };
    expect(openingState('', INITIAL_STATE, { ...profile, filter: { state: [], compactState: false, specialties: [] }, applies: false }, undefined).state).toMatchObject({ applied: all, origin: 'noProfile' });
    expect(openingState('', INITIAL_STATE, null, undefined).state).toMatchObject({ applied: all, origin: null });
  });

  it('a compact switch waits for the compact codes', () => {
    const compact = { ...profile, filter: { ...profile.filter, compactState: true } };
    expect(openingState('', INITIAL_STATE, compact, undefined)).toMatchObject({ waitingFor: 'compact', state: { applied: null } });
    expect(openingState('', INITIAL_STATE, compact, ['FL']).state.applied).toMatchObject({ State: { $in: ['TX', 'OK', 'FL'] } });
  });

  it('the last search made here comes before the profile; the address comes before both', () => {
    const saved = { ...INITIAL_STATE, form: { ...EMPTY_JOB_FILTER_FORM, state: ['CA'] }, applied: { isOpen: true as const, isComplete: true as const, State: { $in: ['CA'] } }, page: 3 };
    expect(openingState('', saved, profile, [])).toEqual({ state: saved, waitingFor: null });
    const fromLink = openingState('?state=TX,OK&specialties=CNA', saved, profile, []);
    expect(fromLink).toMatchObject({ waitingFor: null, state: { applied: cnaTxOk, page: 1, origin: null } });
    // The address of the last search (a reload): its page too.
    expect(openingState('?state=TX,OK&specialties=CNA', { ...saved, applied: cnaTxOk, origin: null }, undefined, []).state.page).toBe(3);
  });
});

describe('a search as an address', () => {
  it('carries the chosen filters and reads them back; what is not valid is left out', () => {
    const form = { ...EMPTY_JOB_FILTER_FORM, state: ['TX', 'OK'], compactState: true, specialties: ['CNA', 'L&D'], durationWeek: [4, 26] as [number, number], salary: [1500, 20000] as [number, number] };
    expect(openJobsPath(form)).toBe('/jobs/open?state=TX%2COK&compactState=true&specialties=CNA%2CL%26D&durationMin=4&durationMax=26&minPay=1500');
    expect(formFromSearchParams(formSearchParams(form, new URLSearchParams(), { address: true }))).toEqual(form);
    expect(openJobsPath(EMPTY_JOB_FILTER_FORM)).toBe('/jobs/open');
    expect(formFromSearchParams(new URLSearchParams('state=tx,ZZ&durationMin=abc&durationMax=900&minPay=-5&specialties=,CNA,CNA'))).toEqual({
      ...EMPTY_JOB_FILTER_FORM,
      state: ['TX'],
      specialties: ['CNA'],
      durationWeek: [1, 52],
      salary: [0, 20000],
    });
  });
});

describe('the search kept in the history entry', () => {
  const entryOf = (state: unknown) => {
    const entry = { state, replaceState: (next: unknown) => (entry.state = next) };
    return entry;
  };
  it('goes into the router’s state of the location, the router’s key, index and other state unchanged', () => {
    const entry = entryOf({ usr: { from: '/dashboard', openJobs: { old: true } }, key: 'k1', idx: 3 });
    keepInEntry(entry, { openJobs: { applied: { isOpen: true } } });
    expect(entry.state).toEqual({ usr: { from: '/dashboard', openJobs: { applied: { isOpen: true } } }, key: 'k1', idx: 3 });
  });
  it('also in an entry the router has not written yet', () => {
    for (const state of [null, undefined, 'text', { usr: null }]) {
      const entry = entryOf(state);
      keepInEntry(entry, { openJobs: { page: 1 } });
      expect(entry.state).toMatchObject({ usr: { openJobs: { page: 1 } } });
    }
  });
});
