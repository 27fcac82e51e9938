import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useJobEmails } from '../api/get-job-emails';
import { date } from '../format';

/** The job e-mails sent to the candidate, 12 a page (spec §9), newest first; each opens its detail. */
export function EmailList({ selected }: { selected?: string | null }) {
  const { t, i18n } = useTranslation('jobEmails');
  const [page, setPage] = useState(1);
  const emails = useJobEmails(page);
  const data = emails.data;
  if (emails.isError) return <Alert severity="error">{errorMessage(emails.error)}</Alert>;
  if (!data) return <Typography role="status">{t('loading')}</Typography>;
  if (data.paging.total === 0)
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('emails.empty')}
        </Typography>
        <Button component={RouterLink} to="/subscription" variant="contained">
          {t('emails.manage')}
        </Button>
      </Paper>
    );
  return (
    <Stack spacing={2}>
      <Stack component="ul" spacing={1.5} aria-label={t('emails.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0, opacity: emails.isPlaceholderData ? 0.6 : 1 }}>
        {data.items.map((email) => (
          <Paper
            key={email.id}
            component="li"
            variant="outlined"
            sx={{ p: 2, borderColor: email.id === selected ? 'primary.main' : undefined, borderWidth: email.id === selected ? 2 : 1 }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
              <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {email.subject}
                  </Typography>
                  {!email.read && <Chip size="small" color="primary" label={t('emails.unread')} />}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t('emails.sentOn', { date: date(email.sentAt ?? email.createdAt, i18n.language) })} · {email.jobNames.join(', ')}
                  {email.jobCount > email.jobNames.length ? ` ${t('emails.more', { count: email.jobCount - email.jobNames.length })}` : ''}
                </Typography>
              </Stack>
              <Button component={RouterLink} to={`/jobs/email/history?id=${email.id}`} variant="outlined" aria-label={t('emails.viewLabel', { subject: email.subject })} sx={{ flexShrink: 0 }}>
                {t('emails.view')}
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {t('emails.range', { from: (data.paging.page - 1) * data.paging.perPage + 1, to: Math.min(data.paging.total, data.paging.page * data.paging.perPage), total: data.paging.total })}
        </Typography>
        {data.paging.totalPages > 1 && (
          <Pagination aria-label={t('emails.pages')} count={data.paging.totalPages} page={data.paging.page} onChange={(_e, p) => setPage(p)} color="primary" siblingCount={0} />
        )}
      </Stack>
    </Stack>
  );
}
