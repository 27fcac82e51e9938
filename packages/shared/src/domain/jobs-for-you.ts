// "Jobs for you" (decision 045): the candidate's role, specialties and states as an ordinary job search, and the
// order of the best matches. Pure: the server reads the profile (the application's personal information, where a
// quick application's answers land too) and the licences; Open Jobs and the dashboard show the result.
//
// The job's fields: `Submodality` is the specialty (ICU, CNA, Medical Assistant, ...), `Modality` the discipline group
// (Nursing, Allied, Imaging, ...), `State` the state. A role maps to specialties, never to a Modality: Nursing holds RN,
// LPN/LVN, PCT and CNA jobs alike, so "Nursing" would show a CNA every RN job.
import { isCompactState } from './nurse-compact';
import { type ReadinessLicence, SPECIALTY_REQUIREMENTS, licencesValidIn, requirementsOf } from './readiness';
import { ALLIED_SPECIALTIES } from '../application/roles';
import { US_STATES } from './us-states';

/** The RN specialties: those whose licence is an RN licence (readiness.ts SPECIALTY_REQUIREMENTS). */
const RN_SPECIALTIES = Object.entries(SPECIALTY_REQUIREMENTS)
  .filter(([, needs]) => needs.licence?.types.includes('RN'))
  .map(([specialty]) => specialty);

/**
 * The job specialties each of the application's roles (sections.ts ROLE_OPTIONS) works in. A role that is itself one
 * specialty (LPN/LVN, PCT, CNA, Medical Assistant, CMA) has just that one; RN and Allied are families of specialties,
 * narrowed by the specialties the candidate chose.
 */
export const ROLE_JOB_SPECIALTIES: Readonly<Record<string, readonly string[]>> = {
  RN: RN_SPECIALTIES,
  'LPN/LVN': ['LPN/LVN'],
  PCT: ['PCT'],
  CNA: ['CNA'],
  'Medical Assistant': ['Medical Assistant'],
  CMA: ['CMA'],
  Allied: ALLIED_SPECIALTIES,
};

/** What the candidate told about the work they look for (the application's role, specialties and states). */
export type JobProfile = {
  role: string;
  specialties: readonly string[];
  /** USPS codes of the states the candidate would work in. */
  states: readonly string[];
  /** The "compact states" switch of those states. */
  compactStates: boolean;
};

/** The part of the Open Jobs filter form the profile fills. */
export type ProfileFilter = { state: string[]; compactState: boolean; specialties: string[] };

export type ProfileGap = 'role' | 'specialties' | 'states';

export type ProfileMatch = {
  filter: ProfileFilter;
  /** What the profile does not say yet (the page asks to complete it). */
  missing: ProfileGap[];
  /** False when the profile says nothing the search can use: Open Jobs shows every job. */
  applies: boolean;
};

const STATE_CODES = new Set<string>(US_STATES.map(([code]) => code));
const unique = (values: readonly string[]) => [...new Set(values)];
const texts = (values: unknown): string[] =>
  Array.isArray(values)
    ? values
        .filter((v): v is string => typeof v === 'string')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];

/** The profile from the stored personal information (any shape: a draft may hold anything or nothing). */
export function profileOf(info: unknown): JobProfile {
  const entry = info && typeof info === 'object' && !Array.isArray(info) ? (info as Record<string, unknown>) : {};
  return {
    role: typeof entry.role === 'string' ? entry.role.trim() : '',
    specialties: texts(entry.specialties),
    states: texts(entry.otherStates).map((s) => s.toUpperCase()),
    compactStates: entry.otherStatesCompact === true || entry.otherStatesCompact === 'true',
  };
}

/**
 * The search of the jobs that match the profile:
 * - specialties: the role's own specialty when the role is one (a CNA: CNA), and the chosen specialties that fit the
 *   role (a CNA who chose "Long-Term Care", an RN setting, still sees CNA jobs, not RN ones); when none of the chosen
 *   ones fit, the chosen ones as they are (the candidate's own words); with no role, the chosen ones;
 * - states: the states the candidate would work in, and the compact-state switch as they set it.
 */
export function profileFilter(profile: JobProfile): ProfileMatch {
  const family = ROLE_JOB_SPECIALTIES[profile.role];
  const chosen = unique(profile.specialties);
  const own = family?.length === 1 ? [...family] : [];
  const fitting = family ? chosen.filter((s) => family.includes(s)) : chosen;
  const specialties = unique([...own, ...(own.length || fitting.length ? fitting : chosen)]);
  const state = unique(profile.states.filter((s) => STATE_CODES.has(s)));
  const filter: ProfileFilter = { state, compactState: profile.compactStates, specialties };
  const missing: ProfileGap[] = [];
  if (!family) missing.push('role');
  if (!specialties.length) missing.push('specialties');
  if (!state.length && !filter.compactState) missing.push('states');
  return { filter, missing, applies: specialties.length > 0 || state.length > 0 || filter.compactState };
}

// ---------------------------------------------------------------------------------------------------------------
// The best matches: the dashboard's three. A job ranks by, in this order:
//   1. its specialty is one of the candidate's (the profile's specialties);
//   2. its state is one the candidate would work in (or a compact state, with the switch on);
//   3. the candidate holds a licence valid there for its specialty (readiness.ts licencesValidIn: one of that state,
//      or a multistate one through the compact), or the specialty asks for none;
//   4. the higher weekly pay;
//   5. the newer job (the search's own order).

/** What the candidate brings to the ranking. */
export type RankFacts = { filter: ProfileFilter; licences: readonly ReadinessLicence[] };

/** What of a job the ranking reads; `age` is its place in the search's order (0: the newest). */
export type RankJob = { state: string; specialty: string; weeklyPay: number; age: number };

/** Conditions 1–3 as one number (higher is better, 0–7): what depends on the job's specialty and state only. */
export function matchTier(job: Pick<RankJob, 'state' | 'specialty'>, facts: RankFacts): number {
  const specialty = facts.filter.specialties.includes(job.specialty) ? 4 : 0;
  const state = facts.filter.state.includes(job.state) || (facts.filter.compactState && isCompactState(job.state)) ? 2 : 0;
  const rule = requirementsOf(job.specialty).licence;
  const licence = !rule || licencesValidIn(rule, job.state, facts.licences).length > 0 ? 1 : 0;
  return specialty + state + licence;
}

/** Negative when `a` ranks before `b` (tier, then pay, then the newer). */
export function compareRanked(a: RankJob & { tier: number }, b: RankJob & { tier: number }): number {
  return b.tier - a.tier || b.weeklyPay - a.weeklyPay || a.age - b.age;
}

/**
 * Keeps the best `k` of what is offered, in order, in one pass: `offer` each candidate job (cheap when it does not
 * make the cut), then `result`.
 */
export class BestOf<T extends RankJob & { tier: number }> {
  private readonly kept: T[] = [];
  constructor(private readonly k: number) {}

  /** Whether a job with these keys would be kept (so that the caller builds the job only then). */
  wouldKeep(tier: number, weeklyPay: number, age: number): boolean {
    if (this.kept.length < this.k) return true;
    const last = this.kept[this.kept.length - 1]!;
    return compareRanked({ tier, weeklyPay, age, state: '', specialty: '' }, last) < 0;
  }

  offer(job: T): void {
    if (!this.wouldKeep(job.tier, job.weeklyPay, job.age)) return;
    let at = this.kept.length;
    while (at > 0 && compareRanked(job, this.kept[at - 1]!) < 0) at--;
    this.kept.splice(at, 0, job);
    if (this.kept.length > this.k) this.kept.pop();
  }

  get result(): T[] {
    return [...this.kept];
  }
}

/** The best `k` jobs of a list (in the search's order, newest first: `age` is the index when not given). */
export function bestMatches<J extends Omit<RankJob, 'age'> & { age?: number }>(jobs: readonly J[], facts: RankFacts, k = 3): J[] {
  const best = new BestOf<RankJob & { tier: number; job: J }>(k);
  jobs.forEach((job, i) =>
    best.offer({
      state: job.state,
      specialty: job.specialty,
      weeklyPay: job.weeklyPay,
      age: job.age ?? i,
      tier: matchTier(job, facts),
      job,
    }),
  );
  return best.result.map((entry) => entry.job);
}
