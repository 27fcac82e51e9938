// The application's loading line and its load error with a retry: the same on the wizard and the review.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';

export function ApplicationLoadState({ query }: { query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown } }) {
  const { t } = useTranslation('application');
  return (
    <>
      {query.isPending && (
        <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('wizard.loading')}</Typography>
        </Stack>
      )}
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {t('wizard.retry')}
            </Button>
          }
        >
          {errorMessage(query.error)}
        </Alert>
      )}
    </>
  );
}
