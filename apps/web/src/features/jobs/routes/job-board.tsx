import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PARTNER_BOARDS } from '@portal/shared/constants';
import type { TSpecialty } from '@portal/shared/schemas/jobs';
import { EMPTY_JOB_FILTER_FORM } from '@portal/shared/schemas/jobs-values';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useLocation } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { useBrand } from '../../../lib/brand';
import { compactStatesQueryOptions, useCompactStates } from '../api/get-compact-states';
import { publicInitialQueryOptions, usePublicInitial } from '../api/get-public-initial';
import { usePublicJobs } from '../api/get-public-jobs';
import { specialtiesQueryOptions, useSpecialties } from '../api/get-specialties';
import { JobCard } from '../components/job-card';
import { JobFilterForm } from '../components/job-filter-form';
import { JobGrid } from '../components/job-grid';
import { JobsMessage } from '../components/jobs-message';
import { PagingBar } from '../components/paging-bar';
import type { FilterFormValues } from '../open-jobs-state';

/**
 * Where Apply leads a visitor: sign-in on the board's own path (so the page keeps the partner's brand), with
 * `redirect` naming the job page to come back to once signed in. The link also carries the router state `from`
 * that the access guard gives sign-in for the same purpose.
 */
export const applyPath = (board: string, jobId: string, page: 'login' | 'register' = 'login') =>
  `/auth/${page}/${board}?redirect=${encodeURIComponent(`/openjobs/${jobId}`)}`;

/** The quick application started from a board: the board's brand, no account needed. */
export const quickApplyPath = (board: string) => `/quick/application?board=${encodeURIComponent(board)}`;

// Shown to a signed-out visitor when Apply is pressed: loaded then.
const ApplyChoiceDialog = lazy(() =>
  import('../components/apply-choice-dialog').then((module) => ({ default: module.ApplyChoiceDialog })),
);

// Shown to a candidate of another agency only, when Apply is pressed: loaded then.
const OtherAgencyDialog = lazy(() =>
  import('../components/other-agency-dialog').then((module) => ({ default: module.OtherAgencyDialog })),
);

const boardOf = (pathname: string) => PARTNER_BOARDS.find((slug) => pathname.toLowerCase().includes(slug)) ?? PARTNER_BOARDS[0];

/** The board's first calls (routes.tsx `PageModule`); the page's HTML named them as preloads, so they are on their way. */
export function prefetch(client: QueryClient, pathname: string): Promise<unknown> {
  return Promise.all([
    client.prefetchQuery(publicInitialQueryOptions(boardOf(pathname))),
    client.prefetchQuery(compactStatesQueryOptions()),
    client.prefetchQuery(specialtiesQueryOptions()),
  ]);
}

/** Partner job boards (/doc2docjobs, /tlcjobs, ...): public, in the partner's brand, with search and paging. */
export default function JobBoardPage() {
  const { t } = useTranslation('jobs');
  const { pathname } = useLocation();
  const board = boardOf(pathname);
  const brand = useBrand(pathname);
  const auth = useAuth();
  const signedIn = Boolean(auth.token);
  // Signed in with another agency's account: its jobs cannot be opened with it (accounts belong to one agency).
  const otherAgency = signedIn && brand !== null && auth.org !== null && brand.code.toUpperCase() !== auth.org.toUpperCase();
  const [applyingTo, setApplyingTo] = useState<string | null>(null);
  // The dialog mounts at its first opening and stays (its closing animation, the focus it gives back).
  const [dialogUsed, setDialogUsed] = useState(false);
  if (applyingTo !== null && !dialogUsed) setDialogUsed(true);

  const initial = usePublicInitial(board);
  const compact = useCompactStates();
  const taxonomy = useSpecialties();
  const [form, setForm] = useState<FilterFormValues>(EMPTY_JOB_FILTER_FORM);
  const [applied, setApplied] = useState<FilterFormValues | null>(null);
  const [page, setPage] = useState(1);
  // The first page comes with the board's first answer; a search or another page asks the list call.
  const listed = usePublicJobs(applied || page > 1 ? { board, form: applied ?? EMPTY_JOB_FILTER_FORM, page } : null);
  const result = applied || page > 1 ? listed : initial;

  // Only the specialties the board has jobs in, named and typed as the taxonomy says.
  const specialties = useMemo<TSpecialty[]>(
    () =>
      (initial.data?.facets.specialties ?? []).map(
        (value) => taxonomy.data?.find((s) => s.value === value) ?? { value, label: value, type: 'Allied', modality: '' },
      ),
    [initial.data, taxonomy.data],
  );

  const content = () => {
    if (result.isError) return <Alert severity="error">{errorMessage(result.error)}</Alert>;
    if (!result.data) return <JobsMessage kind="loading" />;
    if (result.data.paging.total === 0) return <JobsMessage kind="empty" />;
    return (
      <>
        <JobGrid busy={result === listed && listed.isFetching}>
          {result.data.items.map((job) => (
            <JobCard
              key={job._id}
              job={job}
              action={
                otherAgency || !signedIn ? (
                  <Button variant="contained" fullWidth aria-haspopup="dialog" onClick={() => setApplyingTo(job._id)}>
                    {t('card.apply')}
                  </Button>
                ) : (
                  <Button component={RouterLink} to={`/openjobs/${job._id}`} variant="contained" fullWidth>
                    {t('card.apply')}
                  </Button>
                )
              }
            />
          ))}
        </JobGrid>
        <PagingBar
          paging={result.data.paging}
          onPage={(next) => {
            setPage(next);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </>
    );
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">{brand ? t('board.title', { name: brand.name }) : t('board.titleFallback')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 760 }}>
          {t('board.intro')} {/* What Apply will do, for this visitor. */}
          {!signedIn
            ? t('board.introSignedOut')
            : otherAgency
              ? t('board.introOtherAgency', { partner: brand?.name ?? '', own: auth.brand?.name ?? t('board.yourAgency') })
              : t('board.introSignedIn')}
        </Typography>
        {!signedIn && (
          <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
            <Button component={RouterLink} to={`/auth/login/${board}`} variant="outlined">
              {t('board.signIn')}
            </Button>
            <Button component={RouterLink} to={`/auth/register/${board}`} variant="text">
              {t('board.signUp')}
            </Button>
          </Stack>
        )}
      </Box>
      <JobFilterForm
        value={form}
        onChange={setForm}
        onSubmit={() => {
          setApplied(form);
          setPage(1);
        }}
        specialties={specialties}
        stateCodes={initial.data?.facets.states}
        compact={compact.data ? { count: compact.data.codes.length, asOf: compact.data.asOf } : undefined}
        submitLabel={t('board.search')}
      />
      {content()}
      {!signedIn && dialogUsed && (
        <Suspense fallback={null}>
          <ApplyChoiceDialog
            open={applyingTo !== null}
            onClose={() => setApplyingTo(null)}
            title={result.data?.items.find((job) => job._id === applyingTo)?.Position_Name ?? ''}
            quickPath={quickApplyPath(board)}
            signInPath={applyPath(board, applyingTo ?? '', 'login')}
            signUpPath={applyPath(board, applyingTo ?? '', 'register')}
          />
        </Suspense>
      )}
      {otherAgency && brand && dialogUsed && (
        <Suspense fallback={null}>
          <OtherAgencyDialog
            open={applyingTo !== null}
            onClose={() => setApplyingTo(null)}
            partner={brand.name}
            own={auth.brand?.name ?? t('board.yourAgency')}
            signInPath={applyPath(board, applyingTo ?? '', 'login')}
            signUpPath={applyPath(board, applyingTo ?? '', 'register')}
          />
        </Suspense>
      )}
    </Stack>
  );
}
