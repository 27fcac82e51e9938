import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JobsForYou } from '@portal/shared/dashboard';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { openJobsPath } from '../../jobs/filter-params';
import { PROFILE_LINK } from '../../jobs/components/for-you-note';
import { money } from '../../jobs/format';
import { DashboardCard, NothingYet } from './card';

/**
 * "Jobs for you" (decision 045): the three best matches of the candidate's profile, each a link to its page, and the
 * whole search on Open Jobs with the same filters. Without a profile, or with nothing matching it, it says so.
 */
export function JobsForYouCard({ forYou }: { forYou: JobsForYou | undefined }) {
  const { t, i18n } = useTranslation('dashboard');
  const found = Boolean(forYou?.applies && forYou.jobs.length);
  return (
    <DashboardCard
      id="for-you"
      title={t('forYou.title')}
      action={
        found ? (
          <Button component={RouterLink} to={openJobsPath(forYou!.filter)} size="small">
            {t('forYou.seeAll', { count: forYou!.total })}
          </Button>
        ) : (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button component={RouterLink} to={PROFILE_LINK} size="small">
              {forYou?.applies ? t('forYou.updateProfile') : t('forYou.completeProfile')}
            </Button>
            <Button component={RouterLink} to="/jobs/open" size="small">
              {t('forYou.browse')}
            </Button>
          </Stack>
        )
      }
    >
      {!forYou || !forYou.applies ? (
        <NothingYet text={t('forYou.noProfile')} />
      ) : !found ? (
        <NothingYet text={t('forYou.none')} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('forYou.total', { count: forYou.total })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {forYou.jobs.map((job) => (
              <Box component="li" key={job._id} sx={{ py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }} data-testid="job-for-you">
                <Link component={RouterLink} to={`/openjobs/${job._id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {job.Position_Name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                    {t('forYou.pay', { amount: money(job.weeklyPay, i18n.language) })}
                  </Box>{' '}
                  · {job.Submodality} · {job.facilityName} · {job.City}, {job.State}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      )}
    </DashboardCard>
  );
}
