import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CandidateAnalytics } from '@portal/shared/dashboard';
import { useTranslation } from '../../../lib/use-translation';
import { DashboardCard } from './card';

function Stat({ label, value, hint, testId }: { label: string; value: string | number; hint?: string; testId: string }) {
  return (
    <Box component="li" sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 }}>{value}</Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Box>
  );
}

/** spec §7 analytics: the candidate's own activity. spec §8: a failure says "Something went wrong". */
export function AnalyticsCard({ analytics, isError }: { analytics: CandidateAnalytics | undefined; isError: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard id="analytics" title={t('analytics.title')}>
      {isError && <Alert severity="error">{t('analytics.error')}</Alert>}
      {!analytics && !isError && <Skeleton variant="rounded" height={140} />}
      {analytics && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
          <Stat testId="stat-submissions" label={t('analytics.submissions')} value={analytics.submissions.total} hint={t('analytics.submissionsHint', { count: analytics.submissions.last30Days })} />
          <Stat testId="stat-active" label={t('analytics.active')} value={analytics.submissions.active} />
          <Stat testId="stat-placed" label={t('analytics.placed')} value={analytics.submissions.placed} />
          <Stat testId="stat-favorites" label={t('analytics.favorites')} value={analytics.favorites} />
          {analytics.specialtiesChosen ? (
            <Stat testId="stat-matching" label={t('analytics.matching')} value={analytics.matchingOpenJobs} hint={t('analytics.matchingHint', { count: analytics.openJobs })} />
          ) : (
            <Stat testId="stat-matching" label={t('analytics.openJobs')} value={analytics.openJobs} />
          )}
          <Stat testId="stat-documents" label={t('analytics.documents')} value={analytics.documents} />
          <Stat testId="stat-completeness" label={t('analytics.completeness')} value={`${analytics.completeness}%`} />
        </Box>
      )}
    </DashboardCard>
  );
}
