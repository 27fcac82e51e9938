import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type TJobFilterObject, buildJobFilter } from '@portal/shared/domain/job-filter';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { visuallyHidden } from '../../../components/visually-hidden';
import { errorMessage } from '../../../lib/api-client';
import { getAuth, updateAuth } from '../../../lib/auth-store';
import { preloadable } from '../../../lib/preloadable';
import { compactStatesQueryOptions, useCompactStates } from '../api/get-compact-states';
import { prefetchReadiness } from '../api/get-readiness';
import { jobsForYouQueryOptions, useJobsForYou } from '../api/get-jobs-for-you';
import { likedJobIdsQueryOptions, useLikedJobIds } from '../api/get-liked-job-ids';
import { specialtiesQueryOptions, useSpecialties } from '../api/get-specialties';
import { searchOpenJobsQueryOptions, useOpenJobs } from '../api/search-open-jobs';
import { hasFilterParams, openJobsPath } from '../filter-params';
import { count } from '../format';
import { ForYouNote } from '../components/for-you-note';
import { JobFilterForm } from '../components/job-filter-form';
import { JobsMessage } from '../components/jobs-message';
import { type Opening, type OpenJobsState, allJobsState, keepInEntry, loadOpenJobsState, openingState, saveOpenJobsState } from '../open-jobs-state';
import type { ProfileMatch } from '@portal/shared/domain/jobs-for-you';

/** The search a state asks for: "jobs I'm ready for" is the server's search of the ready jobs (decision 037). */
const searchOf = ({ applied, page, perPage, readyOnly }: OpenJobsState) =>
  applied ? { filter: applied, page, perPage, ...(readyOnly ? { ready: true } : {}) } : null;

// The job cards and the paging: with the page when it shows a search again (prefetch), else with the first search
// (the page's first paint on a phone is the filter alone).
const Results = preloadable(() => import('../components/open-jobs-results'));

// Shown once a search was made (spec §2 job e-mails): loaded then, with the schemas it needs, not with the page.
const SaveSearchAlert = lazy(() => import('../../../components/save-search-alert').then((module) => ({ default: module.SaveSearchAlert })));

/**
 * The calls the page makes first (routes.tsx `PageModule`), signed in only (the page is): the compact states (the
 * filter's compact-state switch names their number, and a search with it waits for them) and the specialties, both
 * kept for an hour; the liked jobs (the hearts, also kept in the auth state); the search the page opens on (the
 * address's, the one the candidate last made here, or the profile's: then the profile is asked first), and the
 * readiness meters of its jobs.
 */
export function prefetch(client: QueryClient): Promise<unknown> {
  if (!getAuth().token) return Promise.resolve();
  const kept = keptIn(window.history.state);
  const compact = client.fetchQuery(compactStatesQueryOptions()).then((answer) => answer.codes, () => [] as string[]);
  const opening = async () => {
    let open = openingOf(window.location.search, kept, undefined, undefined);
    if (open.waitingFor === 'profile') {
      const profile = await client.fetchQuery(jobsForYouQueryOptions()).catch(() => null);
      open = openingOf(window.location.search, kept, profile, undefined);
    }
    if (open.waitingFor === 'compact') open = openingOf(window.location.search, kept, client.getQueryData(jobsForYouQueryOptions().queryKey), await compact);
    const search = searchOf(open.state);
    if (!search) return;
    // The cards' meters too (one call for the page's jobs, once its jobs are known): the cards paint with them.
    const cards = client.fetchQuery(searchOpenJobsQueryOptions(search)).then((page) => prefetchReadiness(client, page.items.map((job) => job._id)));
    await Promise.all([cards.catch(() => undefined), Results.load()]);
  };
  return Promise.all([
    compact,
    client.prefetchQuery(specialtiesQueryOptions()),
    client.fetchQuery(likedJobIdsQueryOptions()).then((likes) => updateAuth({ likes }), () => undefined),
    opening().catch(() => undefined),
  ]);
}

/** What the browser's history keeps of a search, so that Back and Forward show it again as it was. */
type Snapshot = Pick<OpenJobsState, 'form' | 'applied' | 'origin'>;
const snapshotOf = ({ form, applied, origin }: OpenJobsState): { openJobs: Snapshot } => ({ openJobs: { form, applied, origin } });
const sameFilter = (a: TJobFilterObject | null, b: TJobFilterObject | null) => JSON.stringify(a) === JSON.stringify(b);
/** What the page opens on: the search its history entry kept (Back from another page), else openingState's choice. */
function openingOf(search: string, kept: Snapshot | undefined, profile: ProfileMatch | null | undefined, codes: readonly string[] | undefined): Opening {
  const saved = loadOpenJobsState();
  if (kept) return { state: { ...saved, ...kept, page: sameFilter(kept.applied, saved.applied) ? saved.page : 1 }, waitingFor: null };
  return openingState(search, saved, profile, codes);
}

/** The search a history entry's state kept (the router's own state under `usr`, or the router location's state). */
const keptIn = (entry: unknown): Snapshot | undefined => {
  const value = entry as { usr?: { openJobs?: Snapshot }; openJobs?: Snapshot } | null | undefined;
  return value?.openJobs ?? value?.usr?.openJobs;
};

/** /jobs/open: the filter form, Get Jobs, the three messages of spec §2, job cards and paging (spec §4, §9). */
export default function OpenJobsPage() {
  const { t, i18n } = useTranslation('jobs');
  const client = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  // What the page opens on (decision 045): with the answers its first calls brought, in its first render.
  const [opening] = useState(() =>
    openingOf(location.search, keptIn(location.state), client.getQueryData(jobsForYouQueryOptions().queryKey), client.getQueryData(compactStatesQueryOptions().queryKey)?.codes),
  );
  const [state, setState] = useState<OpenJobsState>(opening.state);
  const [waitingFor, setWaitingFor] = useState(opening.waitingFor);
  const [shownKey, setShownKey] = useState(location.key);
  const update = (patch: Partial<OpenJobsState>) => setState((current) => ({ ...current, ...patch }));
  useEffect(() => saveOpenJobsState(state), [state]);

  const compact = useCompactStates();
  const specialties = useSpecialties();
  const liked = useLikedJobIds();
  const forYou = useJobsForYou(waitingFor === 'profile');
  const jobs = useOpenJobs(searchOf(state));
  // The compact-state codes become part of the filter when the switch is on (spec §5): Get Jobs waits for them.
  const compactMissing = state.form.compactState && !compact.data;

  // The history entry keeps the search it shows (also one the page chose itself: the opening search, every job when
  // nothing matches), so that Back shows it again. Read from the browser's own history: the router's location follows
  // in a transition, behind the page's state. Written into the entry as it is (keepInEntry), not by a navigation: the
  // address stays the same, and a navigation would render the whole app again for nothing on every opening.
  useEffect(() => {
    if (!state.applied || waitingFor) return;
    const kept = keptIn(window.history.state);
    if (kept && sameFilter(kept.applied, state.applied) && kept.origin === state.origin) return;
    keepInEntry(window.history, snapshotOf(state));
  }, [state, waitingFor]);

  // Back and Forward: the search the history entry kept.
  useEffect(() => {
    const back = (event: PopStateEvent) => {
      const kept = keptIn(event.state);
      if (kept) setState((current) => (sameFilter(kept.applied, current.applied) && kept.origin === current.origin ? current : { ...current, ...kept, page: 1 }));
    };
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);

  // The opening search once what it waits for is in (a profile that could not be read: every job; compact states that
  // could not be read: the states without them, and the error says so).
  if (waitingFor !== null && !(waitingFor === 'profile' && forYou.isPending) && !(waitingFor === 'compact' && compact.isPending)) {
    const next = openingState(location.search, state, forYou.isError ? null : forYou.data, compact.data?.codes ?? (compact.isError ? [] : undefined));
    setWaitingFor(next.waitingFor);
    setState(next.state);
  }

  // Nothing matches the profile: say so and show every job (never an empty page).
  if (state.origin === 'profile' && !state.readyOnly && state.page === 1 && jobs.data !== undefined && !jobs.isPlaceholderData && jobs.data.paging.total === 0) {
    setState(allJobsState(state, 'noMatch'));
  }

  // A link to an address with filters followed while the page is open: those filters.
  if (location.key !== shownKey) {
    setShownKey(location.key);
    if (!keptIn(location.state) && hasFilterParams(new URLSearchParams(location.search))) {
      const next = openingState(location.search, { ...state, applied: null }, undefined, compact.data?.codes);
      setState(next.state);
      setWaitingFor(next.waitingFor);
    }
  }

  /** A search the candidate chose: shown, and made an entry of the history with its address. */
  const choose = (next: OpenJobsState) => {
    setState(next);
    void navigate(openJobsPath(next.form), { state: snapshotOf(next) });
  };

  // After Get Jobs, once the answer is in: focus (and so scroll to) the results, and say what came back in a live
  // region ("1–12 of 240", or the empty message). On a phone the results are below the form, out of sight.
  const results = useRef<HTMLElement>(null);
  const [searches, setSearches] = useState(0);
  const shownSearch = useRef(0);
  const answered = state.applied !== null && !jobs.isFetching && (jobs.isError || Boolean(jobs.data));
  const total = jobs.data?.paging.total ?? 0;
  const lng = i18n.language;
  const summary = !answered
    ? ''
    : jobs.isError
      ? errorMessage(jobs.error)
      : total === 0
        ? t('messages.empty')
        : t('paging.range', {
            from: count((jobs.data!.paging.page - 1) * jobs.data!.paging.perPage + 1, lng),
            to: count(Math.min(total, jobs.data!.paging.page * jobs.data!.paging.perPage), lng),
            total: count(total, lng),
          });
  useEffect(() => {
    if (!answered || searches === shownSearch.current) return;
    shownSearch.current = searches;
    results.current?.focus();
    results.current?.scrollIntoView({ block: 'start' });
  }, [answered, searches]);

  const content = () => {
    if (state.applied === null) return <JobsMessage kind={waitingFor ? 'loading' : 'prompt'} />;
    if (jobs.isError) return <Alert severity="error">{errorMessage(jobs.error)}</Alert>;
    if (!jobs.data) return <JobsMessage kind="loading" />;
    if (!jobs.data.items.length && jobs.data.paging.total === 0) {
      return (
        <Stack spacing={1.5}>
          <JobsMessage kind="empty" />
          {state.readyOnly && <Alert severity="info">{t('readiness.noneReady')}</Alert>}
        </Stack>
      );
    }
    return (
      <Suspense fallback={<JobsMessage kind="loading" />}>
        <Results
          jobs={jobs.data}
          busy={jobs.isPlaceholderData}
          liked={liked}
          onPage={(page) => {
            update({ page });
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          // spec §4: changing per-page resets to page 1.
          onPerPage={(perPage) => update({ perPage, page: 1 })}
        />
      </Suspense>
    );
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('openJobsTitle')}</Typography>
      {/* The search the page chose (decision 045) says what it is, with the way to every job. */}
      {state.origin && <ForYouNote origin={state.origin} missing={forYou.data?.missing ?? []} onShowAll={() => choose(allJobsState(state, null))} />}
      <JobFilterForm
        value={state.form}
        onChange={(form) => update({ form })}
        onSubmit={() => {
          if (compactMissing) return;
          Results.load().catch(() => undefined);
          choose({ ...state, applied: buildJobFilter(state.form, compact.data?.codes ?? []), page: 1, origin: null });
          setSearches((n) => n + 1);
        }}
        specialties={specialties.data ?? []}
        compact={compact.data ? { count: compact.data.codes.length, asOf: compact.data.asOf } : undefined}
        busy={compactMissing || (jobs.isFetching && !jobs.isPlaceholderData)}
      />
      {compactMissing && compact.isError && <Alert severity="error">{errorMessage(compact.error)}</Alert>}
      <FormControlLabel
        sx={{ alignSelf: 'flex-start' }}
        control={
          <Switch
            checked={state.readyOnly}
            // The count of what came back is said in the live region below; the focus stays on the switch.
            onChange={(event) => update({ readyOnly: event.target.checked, page: 1 })}
          />
        }
        label={t('readiness.readyOnly')}
      />
      {/* A search the candidate made (not the one the page chose) can become job e-mails. */}
      {state.applied && state.origin === null && (
        <Suspense fallback={null}>
          <SaveSearchAlert form={state.form} />
        </Suspense>
      )}
      <Box component="section" ref={results} tabIndex={-1} aria-label={t('resultsLabel')} sx={{ scrollMarginTop: 80 }}>
        {content()}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {summary}
      </Box>
    </Stack>
  );
}
