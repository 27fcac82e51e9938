// Completeness of the application (spec §3 UserData.applicationDetails, spec §4 "Profile complete" and "Application
// wizard step"): pure rules shared by the server (which answers the flags) and the web (banner, wizard, progress).
import { IGNORED_DETAIL_FLAGS, SECTION_KEYS, type SectionKey } from './section-keys';

export type SectionStatus = 'draft' | 'complete' | 'notApplicable';

/** applicationDetails: a flag per section plus createdAt and updatedAt (spec §3). */
export type ApplicationDetails = Record<string, boolean | string | null>;

/** A section counts as present when it is complete or marked not applicable; a draft does not. */
export function completionFlags(statuses: Partial<Record<SectionKey, SectionStatus>>): Record<SectionKey, boolean> {
  return Object.fromEntries(SECTION_KEYS.map((key) => [key, statuses[key] === 'complete' || statuses[key] === 'notApplicable'])) as Record<SectionKey, boolean>;
}

/**
 * Sections asked for only after a conditional offer (healthStatus: ADA). Before an offer they are not yet due: their
 * flag is null, and they count neither as missing nor toward completeness (domain.md §5: post-offer health documents
 * do not count).
 */
export const OFFER_SECTIONS: readonly SectionKey[] = ['healthStatus'];

export function applicationDetails(
  statuses: Partial<Record<SectionKey, SectionStatus>>,
  times: { createdAt: string | null; updatedAt: string | null },
  { offerRecorded = true }: { offerRecorded?: boolean } = {},
): ApplicationDetails {
  const flags: ApplicationDetails = completionFlags(statuses);
  if (!offerRecorded) for (const key of OFFER_SECTIONS) if (flags[key] !== true) flags[key] = null;
  return { ...flags, createdAt: times.createdAt, updatedAt: times.updatedAt };
}

/** A section is done when complete or not applicable; one that is not yet due (null) is not missing. */
const isMissing = (details: ApplicationDetails, key: SectionKey) => details[key] !== true && details[key] !== null;

/** spec §4: the step is the first missing section in the listed order (0 personalInfo … 17 backgroundCheck); 0 when all exist. */
export function wizardStep(details: ApplicationDetails | null | undefined): number {
  if (!details) return 0;
  const missing = SECTION_KEYS.findIndex((key) => isMissing(details, key));
  return missing === -1 ? 0 : missing;
}

/** The first section that is not complete (and is due), or null. */
export function firstMissingSection(details: ApplicationDetails | null | undefined): SectionKey | null {
  if (!details) return SECTION_KEYS[0];
  return SECTION_KEYS.find((key) => isMissing(details, key)) ?? null;
}

const IGNORED = new Set<string>(IGNORED_DETAIL_FLAGS);

/**
 * spec §4 "Profile complete": every flag in applicationDetails (excluding createdAt, updatedAt, clinicalCapabilities) is
 * true AND a resume exists. A missing details object, or one without every section, is not complete.
 */
export function isProfileComplete(details: ApplicationDetails | null | undefined, resume: unknown): boolean {
  if (!details || !resume) return false;
  if (!SECTION_KEYS.every((key) => key in details && !isMissing(details, key))) return false;
  // A section not yet due (null) is no flag; every flag there is must be true.
  return Object.entries(details).every(([key, value]) => IGNORED.has(key) || value === true || value === null);
}

/**
 * Percentage of the parts done: the sections that are due and the resume, rounded down so 100 means all. Sections not
 * yet due (before an offer) are left out of both counts.
 */
export function completenessPercent(details: ApplicationDetails | null | undefined, hasResume: boolean): number {
  const due = SECTION_KEYS.filter((key) => details?.[key] !== null);
  const done = due.filter((key) => details?.[key] === true).length + (hasResume ? 1 : 0);
  return Math.floor((done * 100) / (due.length + 1));
}
