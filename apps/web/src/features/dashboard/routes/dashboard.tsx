// `/` (spec §2 "landing and dashboard"): what the candidate must do next, submissions, job e-mails, the recruiter,
// analytics and the 7-day chart. Every card reads real data; a capability with nothing says so.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/api-client';
import { withMessages } from '../../../lib/i18n';
import { useAuth } from '../../../lib/auth-store';
import { isFirstVisit, useUiSettingsState } from '../../settings/api/get-ui-settings';
import { dashboardQueryOptions, useAnalytics, useDashboard } from '../api/dashboard';
import { AnalyticsCard } from '../components/analytics-card';
import { DashboardCard, NothingYet } from '../components/card';
import { EmailsCard } from '../components/emails-card';
import { JobsForYouCard } from '../components/jobs-for-you-card';
import { NextSteps } from '../components/next-steps';
import { RecruiterCard } from '../components/recruiter-card';
import { SubmissionsCard } from '../components/submissions-card';

const JobUpdatesChart = lazy(() => import('../components/job-updates-chart'));
/** The review of quick applications sent with the candidate's address (the e-mail's sign-in link returns to /?quick=review). */
const QuickReviewDialog = lazy(() => withMessages(import('../../skills/components/quick-review-dialog'), 'quickApply'));

/** The call the page makes first (routes.tsx `PageModule`): the dashboard's data. */
export function prefetch(client: QueryClient): Promise<unknown> {
  return client.prefetchQuery(dashboardQueryOptions());
}

/** A new candidate's first visit (the guide not yet shown when this visit read the settings): "Welcome", not "back". */
function useFirstVisit(): boolean {
  return Boolean(useUiSettingsState().data) && isFirstVisit();
}

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { profileData, fName } = useAuth();
  const dashboard = useDashboard();
  const analytics = useAnalytics();
  const data = dashboard.data;
  const name = data?.cands?.firstName || profileData?.firstName || fName || '';
  const days = analytics.data?.jobUpdates;
  const firstVisit = useFirstVisit();
  const [params, setParams] = useSearchParams();
  const closeReview = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('quick');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack spacing={3}>
      {params.get('quick') === 'review' && (
        <Suspense fallback={null}>
          <QuickReviewDialog onClose={closeReview} />
        </Suspense>
      )}
      <Box>
        <Typography variant="h1">{t('title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {firstVisit ? (name ? t('welcomeFirst', { name }) : t('welcomeFirstNoName')) : name ? t('welcome', { name }) : t('welcomeNoName')}
        </Typography>
      </Box>
      {dashboard.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {errorMessage(dashboard.error)}
        </Alert>
      )}
      {dashboard.isPending && <Skeleton variant="rounded" height={320} aria-hidden />}
      {data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          <Box sx={{ gridRow: { lg: 'span 2' } }}>
            <NextSteps data={data} />
          </Box>
          <JobsForYouCard forYou={data.jobsForYou} />
          <RecruiterCard recruiter={data.recruiter} />
          <SubmissionsCard cands={data.cands} />
          <EmailsCard data={data} />
          <AnalyticsCard analytics={analytics.data} isError={analytics.isError} />
          <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
            <DashboardCard id="chart" title={t('chart.title')}>
              <Typography variant="body2" color="text.secondary">
                {t('chart.description')}
              </Typography>
              {analytics.isError && <Alert severity="error">{t('analytics.error')}</Alert>}
              {!days && !analytics.isError && <Skeleton variant="rounded" height={240} />}
              {days && days.every((d) => d.count === 0) && <NothingYet text={t('chart.none')} />}
              {days && (
                <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
                  <JobUpdatesChart days={days} />
                </Suspense>
              )}
            </DashboardCard>
          </Box>
        </Box>
      )}
    </Stack>
  );
}
