import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useJobEmailDetail } from '../api/get-job-email-detail';
import { date, money } from '../format';

const STATE_COLOR = { open: 'success', closed: 'default', submitted: 'info' } as const;

/** One e-mail's jobs with their state now: still open, closed, already submitted. */
export function EmailDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation('jobEmails');
  const lng = i18n.language;
  const detail = useJobEmailDetail(id);
  if (detail.isError) return <Alert severity="error">{errorMessage(detail.error)}</Alert>;
  if (!detail.data) return <Typography role="status">{t('loading')}</Typography>;
  const email = detail.data;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="email-detail-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="email-detail-title" component="h2" variant="h5" sx={{ mb: 0.5 }}>
        {email.subject}
      </Typography>
      {email.sentAt && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('emails.sentOn', { date: date(email.sentAt, lng) })}
        </Typography>
      )}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {email.jobs.map((job) => (
          <Box component="li" key={job._id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {job.Position_Name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {job.Submodality} · {job.City}, {job.State} · {job.Shift}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('detail.weeks', { count: job.Duration_Amount })} · {job.Estimated_Start_Date ? t('detail.starts', { date: date(job.Estimated_Start_Date, lng) }) : t('detail.flexible')} ·{' '}
                  {t('detail.perWeek', { amount: money(job.weeklyPay, lng) })}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                <Chip size="small" color={STATE_COLOR[job.state]} label={t(`detail.states.${job.state}`)} />
                {job.state !== 'closed' && (
                  <Button component={RouterLink} to={`/openjobs/${job._id}`} size="small" variant="outlined" aria-label={t('detail.viewLabel', { title: job.Position_Name })}>
                    {t('detail.view')}
                  </Button>
                )}
              </Stack>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
