// spec §4 "save open-job filter": the chosen filter, the applied search and the paging survive leaving /jobs/open
// and coming back. Kept in local storage under a key that logout wipes with the rest of the session.
import type { TJobFilterObject } from '@portal/shared/domain/job-filter';
import { EMPTY_JOB_FILTER_FORM, PER_PAGE_OPTIONS } from '@portal/shared/schemas/jobs-values';
import { SESSION_STORAGE_KEYS } from '../../lib/auth-store';
import { readJson, writeJson } from '../../lib/storage';

export type FilterFormValues = typeof EMPTY_JOB_FILTER_FORM;

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
};

const KEY = SESSION_STORAGE_KEYS.openJobFilter;

export const INITIAL_STATE: OpenJobsState = { form: EMPTY_JOB_FILTER_FORM, applied: null, page: 1, perPage: PER_PAGE_OPTIONS[0], readyOnly: false };

const isFilter = (value: unknown): value is TJobFilterObject =>
  Boolean(value) && typeof value === 'object' && (value as TJobFilterObject).isOpen === true;

const isForm = (value: unknown): value is FilterFormValues =>
  Boolean(value) && typeof value === 'object' && Array.isArray((value as FilterFormValues).state) && Array.isArray((value as FilterFormValues).specialties);

export function loadOpenJobsState(): OpenJobsState {
  const stored = readJson<Partial<OpenJobsState>>(KEY);
  if (!stored || !isForm(stored.form)) return INITIAL_STATE;
  return {
    form: { ...EMPTY_JOB_FILTER_FORM, ...stored.form },
    applied: isFilter(stored.applied) ? stored.applied : null,
    page: Number.isInteger(stored.page) && stored.page! > 0 ? stored.page! : 1,
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(stored.perPage ?? 0) ? stored.perPage! : PER_PAGE_OPTIONS[0],
    readyOnly: stored.readyOnly === true,
  };
}

export function saveOpenJobsState(state: OpenJobsState): void {
  writeJson(KEY, state);
}
