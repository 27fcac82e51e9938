import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { EmailList } from '../components/email-list';

/** /jobs/email: the job alerts sent to the candidate, 12 a page, newest first. */
export default function JobEmailsPage() {
  const { t } = useTranslation('jobEmails');
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h1">{t('emails.title')}</Typography>
        <Button component={RouterLink} to="/subscription" variant="outlined">
          {t('emails.manage')}
        </Button>
      </Stack>
      <Typography color="text.secondary">{t('emails.intro')}</Typography>
      <EmailList />
    </Stack>
  );
}
