// spec §4 "save open-job filter": the chosen filter, the applied search and the paging survive leaving /jobs/open
// and coming back. Kept in local storage under a key that logout wipes with the rest of the session.
// With no filter in the address and no search yet, the page opens on the jobs that match the candidate's profile
// (decision 045): `openingState` decides, the same way for the page and for its first calls.
import { type TJobFilterObject, buildJobFilter } from '@portal/shared/domain/job-filter';
import type { ProfileMatch } from '@portal/shared/domain/jobs-for-you';
import { EMPTY_JOB_FILTER_FORM, PER_PAGE_OPTIONS } from '@portal/shared/schemas/jobs-values';
import { SESSION_STORAGE_KEYS } from '../../lib/auth-store';
import { readJson, writeJson } from '../../lib/storage';
import { type FilterFormValues, formFromSearchParams, hasFilterParams } from './filter-params';

export type { FilterFormValues } from './filter-params';

export type OpenJobsState = {
  /** What the form shows. */
  form: FilterFormValues;
  /**
   * The filter object (spec §7) of the last Get Jobs, kept as sent so that coming back repeats exactly that search at
   * once; null until the first one (spec §2: the initial prompt).
   */
  applied: TJobFilterObject | null;
  page: number;
  perPage: number;
  /** "Jobs I'm ready for": the search narrowed by the server to the jobs the candidate is ready for (decision 037). */
  readyOnly: boolean;
  /**
   * Where the search came from when the page chose it (decision 045): the profile's filters, every job because the
   * profile says nothing yet, or every job because nothing matches the profile. Null: the candidate's own search.
   */
  origin: ForYouOrigin | null;
};

export type ForYouOrigin = 'profile' | 'noProfile' | 'noMatch';
const ORIGINS: readonly string[] = ['profile', 'noProfile', 'noMatch'] satisfies ForYouOrigin[];

const KEY = SESSION_STORAGE_KEYS.openJobFilter;

export const INITIAL_STATE: OpenJobsState = {
  form: EMPTY_JOB_FILTER_FORM,
  applied: null,
  page: 1,
  perPage: PER_PAGE_OPTIONS[0],
  readyOnly: false,
  origin: null,
};

const isFilter = (value: unknown): value is TJobFilterObject =>
  Boolean(value) && typeof value === 'object' && (value as TJobFilterObject).isOpen === true;

const isForm = (value: unknown): value is FilterFormValues =>
  Boolean(value) &&
  typeof value === 'object' &&
  Array.isArray((value as FilterFormValues).state) &&
  Array.isArray((value as FilterFormValues).specialties);

export function loadOpenJobsState(): OpenJobsState {
  const stored = readJson<Partial<OpenJobsState>>(KEY);
  if (!stored || !isForm(stored.form)) return INITIAL_STATE;
  return {
    form: { ...EMPTY_JOB_FILTER_FORM, ...stored.form },
    applied: isFilter(stored.applied) ? stored.applied : null,
    page: Number.isInteger(stored.page) && stored.page! > 0 ? stored.page! : 1,
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(stored.perPage ?? 0) ? stored.perPage! : PER_PAGE_OPTIONS[0],
    readyOnly: stored.readyOnly === true,
    origin: ORIGINS.includes(stored.origin as string) ? stored.origin! : null,
  };
}

export function saveOpenJobsState(state: OpenJobsState): void {
  writeJson(KEY, state);
}

/** Every open job: the search of an empty form. */
export const allJobsState = (state: OpenJobsState, origin: ForYouOrigin | null): OpenJobsState => ({
  ...state,
  form: EMPTY_JOB_FILTER_FORM,
  applied: buildJobFilter(EMPTY_JOB_FILTER_FORM, []),
  page: 1,
  origin,
});

/** What the page opens on, and what it still waits for before it can search. */
export type Opening = { state: OpenJobsState; waitingFor: 'profile' | 'compact' | null };

const sameFilter = (a: TJobFilterObject | null, b: TJobFilterObject | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The search the page opens on (decision 045), in this order:
 * 1. the filters the address names (a shared link, the back button), at the page the candidate left it on when it is
 *    the search they last made;
 * 2. the candidate's last search here (spec §4 "save open-job filter": it survives leaving the page);
 * 3. the jobs that match the profile (`profile`: undefined while it is being asked, null when it could not be);
 *    every job when the profile says nothing yet.
 * The compact-state codes (`codes`) are waited for when the filter's compact switch is on.
 */
export function openingState(
  search: string,
  saved: OpenJobsState,
  profile: ProfileMatch | null | undefined,
  codes: readonly string[] | undefined,
): Opening {
  const params = new URLSearchParams(search);
  const withForm = (form: FilterFormValues, origin: ForYouOrigin | null): Opening => {
    if (form.compactState && !codes) return { state: { ...saved, form, applied: null, origin }, waitingFor: 'compact' };
    const applied = buildJobFilter(form, codes ?? []);
    const page = sameFilter(applied, saved.applied) ? saved.page : 1;
    return {
      state: {
        ...saved,
        form,
        applied,
        page,
        origin: sameFilter(applied, saved.applied) && origin === null ? saved.origin : origin,
      },
      waitingFor: null,
    };
  };
  if (hasFilterParams(params)) return withForm(formFromSearchParams(params), null);
  if (saved.applied) return { state: saved, waitingFor: null };
  if (profile === undefined) return { state: saved, waitingFor: 'profile' };
  if (profile === null) return { state: allJobsState(saved, null), waitingFor: null };
  if (!profile.applies) return { state: allJobsState(saved, 'noProfile'), waitingFor: null };
  return withForm({ ...EMPTY_JOB_FILTER_FORM, ...profile.filter }, 'profile');
}

/**
 * Keeps what the page shows in the current history entry, in the router's state of a location (`usr`), which the router
 * reads when Back or Forward comes to the entry. The entry's other fields (the router's key and index) and the rest of
 * its state stay as they are: the address does not change, so the router is not told (a navigation would render the
 * whole app again for nothing).
 */
export function keepInEntry(history: Pick<History, 'state' | 'replaceState'>, kept: Record<string, unknown>): void {
  const entry: Record<string, unknown> = history.state && typeof history.state === 'object' ? history.state : {};
  const usr = entry.usr && typeof entry.usr === 'object' ? entry.usr : {};
  history.replaceState({ ...entry, usr: { ...usr, ...kept } }, '');
}
