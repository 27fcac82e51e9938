import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../lib/toast';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { markSignedIn, returnPathAfterSignIn } from '../../../lib/return-path';
import { storeSession } from '../session';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { signInPath } from '../../../lib/home-board';

/**
 * The page an e-mailed sign-in link or sign-up confirmation link opens. Opening it signs nobody in — mail scanners fetch
 * links — the button's POST does (security.md item 3). A sign-up link also asks for the password chosen at sign-up, so
 * only the person who both chose it and holds the mailbox creates the account. An older sign-up link that arrives as a
 * sign-in link switches to that form when the server asks for the password.
 */
export function MagicConfirm({ token, signup = false }: { token: string; signup?: boolean }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const loginMutation = useLogin();
  const [needsPassword, setNeedsPassword] = useState(signup);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const confirm = (event?: FormEvent) => {
    event?.preventDefault();
    if (needsPassword && !password) {
      setMissing(true);
      return;
    }
    loginMutation.mutate(needsPassword ? { type: 'magic', token, password } : { type: 'magic', token }, {
      onSuccess: ({ session }) => {
        if (!session) return;
        markSignedIn();
        storeSession(session);
        if (needsPassword) enqueueSnackbar(t('signupConfirmed'), { variant: 'success' });
        navigate(returnPathAfterSignIn(), { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'PASSWORD_REQUIRED') setNeedsPassword(true);
      },
    });
  };
  const askedForPassword = loginMutation.error instanceof ApiError && loginMutation.error.code === 'PASSWORD_REQUIRED';

  return (
    <AuthCard title={needsPassword ? t('signupConfirmTitle') : t('magicTitle')}>
      <Typography sx={{ mb: 2 }}>{needsPassword ? t('signupConfirmText') : t('magicText')}</Typography>
      {loginMutation.isError && !askedForPassword && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {errorMessage(loginMutation.error)}
        </Alert>
      )}
      <form onSubmit={confirm} noValidate>
        {needsPassword && (
          <PasswordField
            label={t('password')}
            value={password}
            autoFocus
            autoComplete="current-password"
            onChange={(event) => {
              setPassword(event.target.value);
              setMissing(false);
            }}
            error={missing}
            helperText={missing ? t('signupPasswordMissing') : undefined}
          />
        )}
        <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 1 }} disabled={loginMutation.isPending}>
          {needsPassword ? t('signupConfirmButton') : t('magicConfirm')}
        </Button>
      </form>
      <Button fullWidth sx={{ mt: 1 }} onClick={() => navigate(signInPath(), { replace: true })}>
        {t('backToSignIn')}
      </Button>
    </AuthCard>
  );
}
