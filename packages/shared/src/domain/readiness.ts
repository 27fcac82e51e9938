// The readiness meter (decision 037): what a candidate still needs before submitting to a job, worked out once here for
// the job cards, the job page and the "jobs I'm ready for" search. Pure: the server gathers the facts, this decides.
// A job asks, in this order:
//   licence     a licence valid in the job's state: one of that state, or a multistate licence of a compact state when
//               the job's state is in the Nurse Licensure Compact and the role is one the compact covers (RN, LPN/LVN)
//   checklist   the skills checklist of the job's specialty completed (and still current), when the catalogue has one
//   references  the references rule that gates submissions (domain/references-rule.ts: the same call decides both)
//   application the credentialing application submitted
//   expiry      no credential expired before the job starts (the licence that counts, board certifications,
//               life-support cards; a job without a start date, or one already started, starts today)
// Each thing to do carries the one place where it is fixed.
import { SECTION_KEYS } from '../application/section-keys';
import { NLC_LICENCE_TYPES, NLC_STATES, isCompactState } from './nurse-compact';

/** Which licences a role needs, and whether a multistate (compact) licence may stand in for one of the job's state. */
export type LicenceRule = { types: readonly string[]; compact: boolean };

const RN: LicenceRule = { types: ['RN'], compact: true };
const LPN: LicenceRule = { types: ['LPN/LVN'], compact: true };
const NURSE_AIDE: LicenceRule = { types: ['CNA registry'], compact: false };
const RADIOLOGY: LicenceRule = { types: ['Radiologic technologist'], compact: false };

export type SpecialtyRequirements = { licence: LicenceRule | null; checklist: string | null };

const rn = (checklist: string | null = null): SpecialtyRequirements => ({ licence: RN, checklist });
const other = (licence: LicenceRule | null, checklist: string | null = null): SpecialtyRequirements => ({ licence, checklist });

/**
 * What each job specialty (Submodality) asks. The licence types are the application's (sections.ts, licences' Type);
 * a specialty whose practice licence the application does not name (surgical, sterile processing and pharmacy techs,
 * sonographers, phlebotomists, therapists) and the medical assistants and CMAs, whose credentials are national
 * certifications and not state licences, ask for none. The checklist is the slug of the catalogue's checklist.
 */
export const SPECIALTY_REQUIREMENTS: Readonly<Record<string, SpecialtyRequirements>> = {
  ICU: rn('icu-rn'),
  'Med-Surg': rn('med-surg-rn'),
  Telemetry: rn('telemetry-rn'),
  'Step-Down': rn(),
  ER: rn('er-rn'),
  'L&D': rn(),
  'Mother-Baby': rn(),
  NICU: rn(),
  PICU: rn(),
  Pediatrics: rn(),
  OR: rn(),
  PACU: rn(),
  'Cath Lab': rn(),
  Oncology: rn(),
  Dialysis: rn(),
  Psych: rn(),
  'Home Health': rn(),
  'Long-Term Care': rn(),
  'LPN/LVN': other(LPN),
  PCT: other(NURSE_AIDE, 'pct'),
  CNA: other(NURSE_AIDE, 'cna'),
  'Medical Assistant': other(null, 'medical-assistant'),
  CMA: other(null, 'cma-certified-medical-assistant'),
  'Rad Tech': other(RADIOLOGY),
  'CT Tech': other(RADIOLOGY),
  'MRI Tech': other(RADIOLOGY),
  'Mammography Tech': other(RADIOLOGY),
  'Medical Lab Scientist': other({ types: ['Clinical laboratory'], compact: false }),
  'Respiratory Therapist': other({ types: ['Respiratory therapist'], compact: false }),
};

const NOTHING: SpecialtyRequirements = { licence: null, checklist: null };
const KNOWN_SPECIALTIES = Object.keys(SPECIALTY_REQUIREMENTS);

/** A specialty the table does not know (an import may add one) asks for no licence and no checklist. */
export const requirementsOf = (specialty: string): SpecialtyRequirements => SPECIALTY_REQUIREMENTS[specialty] ?? NOTHING;

/** A licence as the application's licences section holds it (expiry as YYYY-MM-DD, null when not given). */
export type ReadinessLicence = { type: string; state: string; multistate: boolean; status: string; encumbered: boolean; expiresOn: string | null };
/** A board certification or life-support card with its expiry (YYYY-MM-DD). */
export type ReadinessCredential = { section: 'boardCert' | 'lifeSupportCert'; name: string; expiresOn: string };

/** What the server knows of the candidate. */
export type ReadinessFacts = {
  applicationSubmitted: boolean;
  /** The references rule's answer (`meetsRule` of referencesRule: true when the organisation turned the rule off). */
  referencesMet: boolean;
  licences: readonly ReadinessLicence[];
  credentials: readonly ReadinessCredential[];
  /** The checklist slugs the organisation's catalogue offers. */
  checklistsOffered: readonly string[];
  /** The slugs of the candidate's completed checklists that are still current. */
  checklistsDone: readonly string[];
};

/** What of a job the rule reads: its state, its specialty (Submodality) and its start (YYYY-MM-DD or null). */
export type ReadinessJob = { state: string; specialty: string; startDate: string | null };

export type ExpiringCredential = { section: 'licenses' | 'boardCert' | 'lifeSupportCert'; name: string; state?: string; expiresOn: string };

export type ReadinessTodo =
  | { kind: 'licence'; types: string[]; state: string; compact: boolean; link: string }
  | { kind: 'checklist'; specialty: string; slug: string; link: string }
  | { kind: 'references'; link: string }
  | { kind: 'application'; link: string }
  | { kind: 'expiry'; startsOn: string; credentials: ExpiringCredential[]; link: string };

export type Readiness = { ready: boolean; todo: ReadinessTodo[] };

export const READINESS_KINDS = ['licence', 'checklist', 'references', 'application', 'expiry'] as const;

const stepLink = (section: 'licenses' | 'boardCert' | 'lifeSupportCert') => `/application?step=${SECTION_KEYS.indexOf(section)}`;
/** The places things are fixed: the application's section, the specialty's checklist, the references, the application's review (where it is submitted). */
export const READINESS_LINKS = {
  licence: stepLink('licenses'),
  checklist: (slug: string) => `/skills/checklist/test?name=${encodeURIComponent(slug)}`,
  references: '/references',
  application: '/application/review',
  expiry: stepLink,
};

/** Today's date (UTC) as YYYY-MM-DD, the calendar the expiry rule uses (application/expiry.ts). */
export const todayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** The day a job starts for the rule: its start date, or today when it has none or it is already past. */
export const startOf = (job: Pick<ReadinessJob, 'startDate'>, now: Date): string => {
  const today = todayOf(now);
  return job.startDate && job.startDate > today ? job.startDate : today;
};

/** Valid through its expiry date: a credential is expired before `day` when it expires on an earlier day. */
const expiredBefore = (expiresOn: string | null, day: string) => expiresOn !== null && expiresOn < day;

/** The candidate's active licences of the role that are valid in `state`. */
export function licencesValidIn(rule: LicenceRule, state: string, licences: readonly ReadinessLicence[]): ReadinessLicence[] {
  return licences.filter(
    (l) =>
      l.status === 'Active' &&
      rule.types.includes(l.type) &&
      (l.state === state ||
        (rule.compact && l.multistate && !l.encumbered && NLC_LICENCE_TYPES.includes(l.type) && isCompactState(l.state) && isCompactState(state))),
  );
}

/** The things to do before the candidate can submit to the job; ready when there are none. */
export function jobReadiness(job: ReadinessJob, facts: ReadinessFacts, now: Date): Readiness {
  const todo: ReadinessTodo[] = [];
  const needs = requirementsOf(job.specialty);
  const start = startOf(job, now);
  const usable = needs.licence ? licencesValidIn(needs.licence, job.state, facts.licences) : [];
  if (needs.licence && !usable.length) {
    todo.push({ kind: 'licence', types: [...needs.licence.types], state: job.state, compact: needs.licence.compact && isCompactState(job.state), link: READINESS_LINKS.licence });
  }
  const slug = needs.checklist;
  if (slug && facts.checklistsOffered.includes(slug) && !facts.checklistsDone.includes(slug)) {
    todo.push({ kind: 'checklist', specialty: job.specialty, slug, link: READINESS_LINKS.checklist(slug) });
  }
  if (!facts.referencesMet) todo.push({ kind: 'references', link: READINESS_LINKS.references });
  if (!facts.applicationSubmitted) todo.push({ kind: 'application', link: READINESS_LINKS.application });

  // The licence that counts is the one that lasts longest: only when every usable licence runs out first is it a thing to do.
  const expiring: ExpiringCredential[] = [];
  if (usable.length && usable.every((l) => expiredBefore(l.expiresOn, start))) {
    for (const l of usable) expiring.push({ section: 'licenses', name: l.type, state: l.state, expiresOn: l.expiresOn! });
  }
  const credentials = facts.credentials.filter((c) => expiredBefore(c.expiresOn, start)).sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
  for (const c of credentials) expiring.push({ section: c.section, name: c.name, expiresOn: c.expiresOn });
  if (expiring.length) todo.push({ kind: 'expiry', startsOn: start, credentials: expiring, link: READINESS_LINKS.expiry(expiring[0]!.section) });

  return { ready: todo.length === 0, todo };
}

// ---------------------------------------------------------------------------------------------------------------
// "Jobs I'm ready for": the same rule as a description of the ready jobs that a database can search, so that paging
// and counting happen in the search itself. A job is ready when it matches one of the groups; the test in
// readiness.test.ts checks on random candidates and jobs that this and jobReadiness never disagree.

export type ReadyGroup = {
  /** The specialties of the group: those listed, or every specialty the requirements table does not know. */
  specialties: { in: string[] } | { notIn: string[] };
  /** The job's state is one of these; null: any state. */
  states: string[] | null;
  /** The job starts (its start date, when it has one) on or before this day; null: whenever. */
  startBy: string | null;
};

const earlier = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : a < b ? a : b);

/** The groups of jobs the candidate is ready for (none when a condition that holds for every job is not met). */
export function readySet(facts: ReadinessFacts, now: Date): ReadyGroup[] {
  if (!facts.applicationSubmitted || !facts.referencesMet) return [];
  const today = todayOf(now);
  // Every credential must last until the start: the earliest expiry bounds the start (none: no bound).
  const credentialsLast = facts.credentials.reduce<string | null>((limit, c) => earlier(limit, c.expiresOn), null);
  const groups: ReadyGroup[] = [];
  const add = (specialty: string, states: string[] | null, startBy: string | null) => {
    if (startBy !== null && startBy < today) return;
    groups.push({ specialties: { in: [specialty] }, states, startBy });
  };
  for (const specialty of KNOWN_SPECIALTIES) {
    const needs = requirementsOf(specialty);
    if (needs.checklist && facts.checklistsOffered.includes(needs.checklist) && !facts.checklistsDone.includes(needs.checklist)) continue;
    if (!needs.licence) {
      add(specialty, null, credentialsLast);
      continue;
    }
    // A licence can only be valid in its own state or, through the compact, in a member state.
    const states = new Set(facts.licences.map((l) => l.state));
    if (needs.licence.compact) for (const code of NLC_STATES) states.add(code);
    for (const state of [...states].sort()) {
      const usable = licencesValidIn(needs.licence, state, facts.licences);
      if (!usable.length) continue;
      const licenceLasts = usable.some((l) => l.expiresOn === null) ? null : usable.map((l) => l.expiresOn!).sort().at(-1)!;
      add(specialty, [state], earlier(credentialsLast, licenceLasts));
    }
  }
  if (credentialsLast === null || credentialsLast >= today) groups.push({ specialties: { notIn: [...KNOWN_SPECIALTIES] }, states: null, startBy: credentialsLast });
  return merge(groups);
}

/** Fewer, larger groups: the states of one specialty with one bound together, then the specialties of the same states. */
function merge(groups: ReadyGroup[]): ReadyGroup[] {
  const byStates = new Map<string, ReadyGroup>();
  const out: ReadyGroup[] = [];
  for (const group of groups) {
    if (!('in' in group.specialties) || group.states === null) {
      out.push(group);
      continue;
    }
    const key = JSON.stringify([group.specialties.in, group.startBy]);
    const found = byStates.get(key);
    if (found) found.states!.push(...group.states);
    else byStates.set(key, { ...group, states: [...group.states] });
  }
  const bySpecialties = new Map<string, ReadyGroup>();
  for (const group of [...byStates.values(), ...out]) {
    if (!('in' in group.specialties)) {
      bySpecialties.set(JSON.stringify(['*', group.startBy]), group);
      continue;
    }
    const key = JSON.stringify([group.states, group.startBy]);
    const found = bySpecialties.get(key);
    if (found && 'in' in found.specialties) found.specialties.in.push(...group.specialties.in);
    else bySpecialties.set(key, { ...group, specialties: { in: [...group.specialties.in] } });
  }
  return [...bySpecialties.values()];
}

/** Whether a job is in the ready groups (what the database's search does with them, for the tests). */
export function inReadySet(groups: readonly ReadyGroup[], job: ReadinessJob): boolean {
  return groups.some(
    (g) =>
      ('in' in g.specialties ? g.specialties.in.includes(job.specialty) : !g.specialties.notIn.includes(job.specialty)) &&
      (g.states === null || g.states.includes(job.state)) &&
      (g.startBy === null || job.startDate === null || job.startDate <= g.startBy),
  );
}
