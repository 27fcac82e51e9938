import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { markSignedIn, returnPathAfterSignIn } from '../../../lib/return-path';
import { storeSession } from '../session';
import { AuthCard } from './auth-card';

/**
 * The page an e-mailed sign-in (or sign-up confirmation) link opens. Opening it signs nobody in — mail scanners fetch
 * links — the button's POST does (security.md item 3).
 */
export function MagicConfirm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const confirm = () =>
    loginMutation.mutate(
      { type: 'magic', token },
      {
        onSuccess: ({ session }) => {
          if (!session) return;
          markSignedIn();
          storeSession(session);
          navigate(returnPathAfterSignIn(), { replace: true });
        },
      },
    );
  return (
    <AuthCard title={t('magicTitle')}>
      <Typography sx={{ mb: 3 }}>{t('magicText')}</Typography>
      {loginMutation.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(loginMutation.error)}
        </Alert>
      )}
      <Button variant="contained" size="large" fullWidth onClick={confirm} disabled={loginMutation.isPending}>
        {t('magicConfirm')}
      </Button>
      <Button fullWidth sx={{ mt: 1 }} onClick={() => navigate('/auth/login', { replace: true })}>
        {t('backToSignIn')}
      </Button>
    </AuthCard>
  );
}
