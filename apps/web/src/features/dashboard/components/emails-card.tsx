import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { DashboardData } from '@portal/shared/dashboard';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { DashboardCard, NothingYet } from './card';
import { formatDate } from './format';

/** The latest job e-mails (the job e-mails capability's part; absent or empty says so). */
export function EmailsCard({ data }: { data: DashboardData }) {
  const { t, i18n } = useTranslation('dashboard');
  const emails = data.emails ?? [];
  const unread = data.emailsUnread ?? 0;
  return (
    <DashboardCard
      id="emails"
      title={t('emails.title')}
      action={
        emails.length > 0 ? (
          <Button component={RouterLink} to="/jobs/email" size="small">
            {t('emails.seeAll')}
          </Button>
        ) : undefined
      }
    >
      {unread > 0 && <Chip size="small" color="primary" label={t('emails.unread', { count: unread })} sx={{ alignSelf: 'flex-start' }} />}
      {emails.length === 0 ? (
        <NothingYet text={t('emails.none')} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {emails.slice(0, 5).map((email) => (
            <Box component="li" key={email.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{email.subject}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(email.sentAt, i18n.language)} · {t('emails.jobs', { count: email.jobCount })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
