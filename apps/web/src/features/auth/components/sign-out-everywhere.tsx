import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { clearSession } from '../../../lib/auth-store';
import { useLogoutEverywhere } from '../api/logout-everywhere';
import { signInPath } from '../../../lib/home-board';

/** Ends every session of the account (a lost phone, a shared computer) and every sign-in link still in the mailbox. */
export function SignOutEverywhere() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const mutation = useLogoutEverywhere();
  const run = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        clearSession();
        navigate(signInPath(), { replace: true });
      },
    });
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('signOutEverywhereText')}
      </Typography>
      {mutation.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(mutation.error)}
        </Alert>
      )}
      <Button variant="outlined" color="inherit" onClick={run} disabled={mutation.isPending}>
        {t('signOutEverywhere')}
      </Button>
    </>
  );
}
