import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CandsSummary } from '@portal/shared/dashboard';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { DashboardCard, NothingYet } from './card';
import { formatDate } from './format';

const STATUS_COLOR: Record<string, 'default' | 'info' | 'primary' | 'success'> = {
  submitted: 'info',
  in_review: 'primary',
  interview: 'primary',
  offered: 'success',
  placed: 'success',
};

/** The newest submissions and where each stands (the status is set by the agency and arrives live). */
export function SubmissionsCard({ cands }: { cands: CandsSummary | undefined }) {
  const { t, i18n } = useTranslation(['dashboard', 'jobs']);
  const submissions = cands?.submissions;
  const has = Boolean(submissions && submissions.total > 0);
  return (
    <DashboardCard
      id="submissions"
      title={t('submissions.title')}
      action={
        <Button component={RouterLink} to={has ? '/submissions' : '/jobs/open'} size="small">
          {has ? t('submissions.seeAll') : t('submissions.findJobs')}
        </Button>
      }
    >
      {!submissions || submissions.total === 0 ? (
        <NothingYet text={t('submissions.none')} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('submissions.total', { count: submissions.total })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {submissions.latest.map((s) => (
              <Box component="li" key={s.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }} data-testid="dashboard-submission">
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <Link component={RouterLink} to={`/openjobs/${s.jobId}`} sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {s.positionName}
                  </Link>
                  <Chip size="small" color={STATUS_COLOR[s.status] ?? 'default'} label={t(`submissions.statuses.${s.status}`, { ns: 'jobs', defaultValue: s.status })} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {s.facilityName} · {s.city}, {s.state} · {t('submissions.updated', { date: formatDate(s.updatedAt, i18n.language) })}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      )}
    </DashboardCard>
  );
}
