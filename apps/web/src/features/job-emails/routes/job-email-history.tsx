import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmailDetail } from '../components/email-detail';
import { EmailList } from '../components/email-list';

/** /jobs/email/history: every alert sent, with the detail of the chosen one (?id=) showing each job's state now. */
export default function JobEmailHistoryPage() {
  const { t } = useTranslation('jobEmails');
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('history.title')}</Typography>
      {id ? <EmailDetail id={id} /> : <Typography color="text.secondary">{t('history.choose')}</Typography>}
      {id && (
        <Button component={RouterLink} to="/jobs/email" sx={{ alignSelf: 'flex-start' }}>
          {t('history.back')}
        </Button>
      )}
      <EmailList selected={id} />
    </Stack>
  );
}
