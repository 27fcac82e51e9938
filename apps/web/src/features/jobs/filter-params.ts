// The job filter form as query parameters: a partner board's search (GET /api/job/public/list) and the address of an
// Open Jobs search (/jobs/open?state=TX,OK&specialties=CNA), so that a shared link or the back button keeps its filters.
// The same names as ZPublicJobsQuery; read here without zod (the page's first load has none).
import { US_STATES } from '@portal/shared/domain/us-states';
import {
  DURATION_WEEKS_MAX,
  DURATION_WEEKS_MIN,
  EMPTY_JOB_FILTER_FORM,
  WEEKLY_PAY_MAX,
} from '@portal/shared/schemas/jobs-values';
import type { TJobFilterForm } from '@portal/shared/schemas/jobs';

/** The values of the Open Jobs filter form. */
export type FilterFormValues = typeof EMPTY_JOB_FILTER_FORM;

const FILTER_PARAMS = ['state', 'compactState', 'specialties', 'modality', 'durationMin', 'durationMax', 'minPay'] as const;
const STATE_CODES = new Set<string>(US_STATES.map(([code]) => code));

/**
 * The form's chosen filters as parameters, leaving out what is empty (no minimum pay; for an address, the whole
 * duration range too: the form reads it back as its default).
 */
export function formSearchParams(
  form: TJobFilterForm,
  params = new URLSearchParams(),
  { address = false } = {},
): URLSearchParams {
  if (form.state?.length) params.set('state', form.state.join(','));
  if (form.compactState) params.set('compactState', 'true');
  if (form.specialties?.length) params.set('specialties', form.specialties.join(','));
  if (form.modaility) params.set('modality', form.modaility);
  if (form.durationWeek) {
    const [from, to] = form.durationWeek;
    const low = Math.min(from, to);
    const high = Math.max(from, to);
    if (!address || low !== DURATION_WEEKS_MIN || high !== DURATION_WEEKS_MAX) {
      params.set('durationMin', String(low));
      params.set('durationMax', String(high));
    }
  }
  const minPay = form.salary?.[0];
  if (minPay) params.set('minPay', String(minPay));
  return params;
}

/** Whether an address names any filter (else the page decides what it opens on). */
export const hasFilterParams = (params: URLSearchParams): boolean => FILTER_PARAMS.some((name) => params.has(name));

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
const bounded = (value: string | null, low: number, high: number): number | null => {
  const n = value === null || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(n) ? Math.min(high, Math.max(low, Math.round(n))) : null;
};

/** The form an address names; what is not a valid value (an unknown state, a word for a number) is left out. */
export function formFromSearchParams(params: URLSearchParams): FilterFormValues {
  const from = bounded(params.get('durationMin'), DURATION_WEEKS_MIN, DURATION_WEEKS_MAX);
  const to = bounded(params.get('durationMax'), DURATION_WEEKS_MIN, DURATION_WEEKS_MAX);
  const minPay = bounded(params.get('minPay'), 0, WEEKLY_PAY_MAX);
  return {
    ...EMPTY_JOB_FILTER_FORM,
    state: [
      ...new Set(
        list(params.get('state'))
          .map((s) => s.toUpperCase())
          .filter((s) => STATE_CODES.has(s)),
      ),
    ],
    compactState: params.get('compactState') === 'true',
    specialties: [...new Set(list(params.get('specialties')))].slice(0, 100),
    modaility: (params.get('modality') ?? '').trim().slice(0, 80),
    durationWeek: [from ?? DURATION_WEEKS_MIN, to ?? DURATION_WEEKS_MAX],
    salary: [minPay ?? 0, WEEKLY_PAY_MAX],
  };
}

/** The Open Jobs address of a search: /jobs/open with its filters. */
export const openJobsPath = (form: TJobFilterForm): string => {
  const query = formSearchParams(form, new URLSearchParams(), { address: true }).toString();
  return query ? `/jobs/open?${query}` : '/jobs/open';
};
