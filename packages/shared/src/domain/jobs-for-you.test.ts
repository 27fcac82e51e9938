import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLE_OPTIONS } from '../application/sections';
import { SPECIALTY_OPTIONS } from '../application/specialties';
import {
  type RankFacts,
  type RankJob,
  BestOf,
  ROLE_JOB_SPECIALTIES,
  bestMatches,
  compareRanked,
  matchTier,
  profileFilter,
  profileOf,
} from './jobs-for-you';
import type { ReadinessLicence } from './readiness';

const profile = (role: string, specialties: string[], states: string[] = ['TX'], compactStates = false) => ({
  role,
  specialties,
  states,
  compactStates,
});

describe('the roles and the job specialties', () => {
  it('every role of the application has its specialties, and every specialty belongs to exactly one role', () => {
    expect(Object.keys(ROLE_JOB_SPECIALTIES).sort()).toEqual(ROLE_OPTIONS.map((o) => o.value).sort());
    for (const { value } of SPECIALTY_OPTIONS) {
      expect(
        Object.entries(ROLE_JOB_SPECIALTIES)
          .filter(([, list]) => list.includes(value))
          .map(([role]) => role),
        value,
      ).toHaveLength(1);
    }
    expect(ROLE_JOB_SPECIALTIES.RN).toEqual(expect.arrayContaining(['ICU', 'Med-Surg', 'Long-Term Care']));
    expect(ROLE_JOB_SPECIALTIES.RN).not.toContain('CNA');
  });
});

describe('profileFilter: the search of the jobs that match the profile', () => {
  type Row = { name: string; role: string; chosen: string[]; specialties: string[] };
  const rows: Row[] = [
    { name: 'a CNA: the role is the specialty', role: 'CNA', chosen: [], specialties: ['CNA'] },
    {
      name: 'a CNA who chose an RN setting still gets CNA jobs only',
      role: 'CNA',
      chosen: ['Long-Term Care'],
      specialties: ['CNA'],
    },
    {
      name: 'a CNA who also chose PCT: CNA only (PCT is a role of its own)',
      role: 'CNA',
      chosen: ['CNA', 'PCT'],
      specialties: ['CNA'],
    },
    { name: 'an RN: the chosen RN specialties', role: 'RN', chosen: ['ICU', 'Telemetry'], specialties: ['ICU', 'Telemetry'] },
    {
      name: 'an RN who chose a specialty of another role keeps the fitting ones',
      role: 'RN',
      chosen: ['ICU', 'CNA'],
      specialties: ['ICU'],
    },
    {
      name: 'an RN none of whose choices fit: the choices as given',
      role: 'RN',
      chosen: ['Phlebotomist'],
      specialties: ['Phlebotomist'],
    },
    { name: 'an RN with no specialty yet: none', role: 'RN', chosen: [], specialties: [] },
    {
      name: 'allied: the chosen allied specialties',
      role: 'Allied',
      chosen: ['CT Tech', 'MRI Tech'],
      specialties: ['CT Tech', 'MRI Tech'],
    },
    { name: 'no role: the chosen ones', role: '', chosen: ['PCT', 'CNA'], specialties: ['PCT', 'CNA'] },
    { name: 'a role the application does not offer counts as none', role: 'Doctor', chosen: ['ER'], specialties: ['ER'] },
  ];
  for (const row of rows) {
    it(row.name, () => {
      expect(profileFilter(profile(row.role, row.chosen)).filter.specialties).toEqual(row.specialties);
    });
  }

  it('takes the states and the compact switch as set; says what is missing; applies when anything is known', () => {
    expect(profileFilter(profile('CNA', [], ['TX', 'OK', 'tx'.toUpperCase(), 'ZZ'], true))).toEqual({
      filter: { state: ['TX', 'OK'], compactState: true, specialties: ['CNA'] },
      missing: [],
      applies: true,
    });
    expect(profileFilter(profile('', [], []))).toEqual({
      filter: { state: [], compactState: false, specialties: [] },
      missing: ['role', 'specialties', 'states'],
      applies: false,
    });
    expect(profileFilter(profile('RN', [], []))).toMatchObject({ missing: ['specialties', 'states'], applies: false });
    expect(profileFilter(profile('', [], ['FL']))).toMatchObject({ missing: ['role', 'specialties'], applies: true });
  });

  it('reads the stored personal information, whatever its shape', () => {
    expect(
      profileOf({ role: ' CNA ', specialties: ['CNA', 3, ''], otherStates: ['tx', 'ok'], otherStatesCompact: 'true' }),
    ).toEqual({
      role: 'CNA',
      specialties: ['CNA'],
      states: ['TX', 'OK'],
      compactStates: true,
    });
    for (const nothing of [null, undefined, [], 'x', { role: 4, specialties: 'CNA', otherStates: null }]) {
      expect(profileOf(nothing)).toEqual({ role: '', specialties: [], states: [], compactStates: false });
    }
  });
});

const cnaTx: ReadinessLicence = {
  type: 'CNA registry',
  state: 'TX',
  multistate: false,
  status: 'Active',
  encumbered: false,
  expiresOn: null,
};
const CNA_FACTS: RankFacts = { filter: { specialties: ['CNA'], state: ['TX', 'OK'], compactState: false }, licences: [cnaTx] };

describe('the ranking of the best matches', () => {
  it('counts the specialty, then the state, then a licence valid there', () => {
    expect(matchTier({ specialty: 'CNA', state: 'TX' }, CNA_FACTS)).toBe(7);
    expect(matchTier({ specialty: 'CNA', state: 'OK' }, CNA_FACTS)).toBe(6); // no CNA registry listing of OK
    expect(matchTier({ specialty: 'CNA', state: 'CA' }, CNA_FACTS)).toBe(4);
    expect(matchTier({ specialty: 'ICU', state: 'TX' }, CNA_FACTS)).toBe(2); // an RN job: no RN licence
    expect(matchTier({ specialty: 'Phlebotomist', state: 'CA' }, CNA_FACTS)).toBe(1); // asks for no licence
    // A multistate RN licence counts in every compact state; the compact switch makes them states the candidate works in.
    const rn: RankFacts = {
      filter: { specialties: ['ICU'], state: [], compactState: true },
      licences: [{ ...cnaTx, type: 'RN', multistate: true }],
    };
    expect(matchTier({ specialty: 'ICU', state: 'FL' }, rn)).toBe(7);
    expect(matchTier({ specialty: 'ICU', state: 'CA' }, rn)).toBe(4);
  });

  it('orders by tier, then pay, then the newer, and keeps three', () => {
    const jobs = [
      { id: 'newest-ok', specialty: 'CNA', state: 'OK', weeklyPay: 1500 },
      { id: 'tx-low', specialty: 'CNA', state: 'TX', weeklyPay: 900 },
      { id: 'ca-rich', specialty: 'CNA', state: 'CA', weeklyPay: 4000 },
      { id: 'tx-high', specialty: 'CNA', state: 'TX', weeklyPay: 1200 },
      { id: 'tx-low-older', specialty: 'CNA', state: 'TX', weeklyPay: 900 },
    ];
    expect(bestMatches(jobs, CNA_FACTS).map((j) => j.id)).toEqual(['tx-high', 'tx-low', 'tx-low-older']);
    expect(bestMatches(jobs, CNA_FACTS, 5).map((j) => j.id)).toEqual([
      'tx-high',
      'tx-low',
      'tx-low-older',
      'newest-ok',
      'ca-rich',
    ]);
    expect(bestMatches([], CNA_FACTS)).toEqual([]);
  });

  it('keeps, in one pass, what a full sort keeps (random jobs)', () => {
    const job = fc.record({
      specialty: fc.constantFrom('CNA', 'PCT', 'ICU', 'Phlebotomist'),
      state: fc.constantFrom('TX', 'OK', 'CA', 'FL'),
      weeklyPay: fc.integer({ min: 0, max: 5 }).map((n) => n * 500),
    });
    fc.assert(
      fc.property(fc.array(job, { maxLength: 40 }), fc.integer({ min: 1, max: 5 }), (jobs, k) => {
        const ranked = jobs.map((j, age): RankJob & { tier: number } => ({ ...j, age, tier: matchTier(j, CNA_FACTS) }));
        const sorted = [...ranked].sort(compareRanked).slice(0, k);
        const best = new BestOf<RankJob & { tier: number }>(k);
        for (const r of ranked) best.offer(r);
        expect(best.result.map((r) => r.age)).toEqual(sorted.map((r) => r.age));
      }),
    );
  });
});
