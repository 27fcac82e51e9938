// Loading and failure of a page's data, said the same way on every skills page.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/api-client';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('skills');
  return (
    <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{label ?? t('loading')}</Typography>
    </Stack>
  );
}

export function LoadError({ error, retry }: { error: unknown; retry?: () => void }) {
  const { t } = useTranslation('skills');
  return (
    <Alert
      severity="error"
      action={
        retry ? (
          <Button color="inherit" onClick={retry}>
            {t('retry')}
          </Button>
        ) : undefined
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}

/** MM/DD/YYYY (the product's date format, spec §9). */
export const usDate = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
};
