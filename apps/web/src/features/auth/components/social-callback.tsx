import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { markSignedIn, returnPathAfterSignIn } from '../../../lib/return-path';
import { storeSession } from '../session';
import { AuthCard } from './auth-card';
import { signInPath } from '../../../lib/home-board';

type Provider = 'google' | 'facebook' | 'linkedin';

/**
 * The provider sent the browser back with code and state (spec §2: /linkedin for LinkedIn, the sign-in page for the
 * others). The code goes to the sign-in call once, with the type of the provider (spec §4: "successful social sign-in").
 */
export function SocialCallback({ provider, code, state }: { provider: Provider; code: string | null; state: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const sent = useRef(false);

  useEffect(() => {
    // spec §8: social login errors are logged (decision 012: the page also says what happened).
    if (!code || !state) console.warn('social sign-in returned without a code', { provider });
    if (sent.current || !code || !state) return;
    sent.current = true;
    loginMutation.mutate(
      { type: provider, token: code, state, url: window.location.origin + window.location.pathname },
      {
        onSuccess: ({ session }) => {
          if (!session) return;
          markSignedIn();
          storeSession(session);
          navigate(returnPathAfterSignIn(), { replace: true });
        },
        // spec §8: social login errors are logged; the page also says what happened (decision 012).
        onError: (error) => console.warn('social sign-in failed', { provider, error }),
      },
    );
  }, [code, state, provider, loginMutation, navigate]);

  const failed = loginMutation.isError || !code || !state;
  return (
    <AuthCard title={t('socialTitle')}>
      {failed ? (
        <>
          <Alert severity="error" sx={{ mb: 2 }}>
            {loginMutation.isError ? errorMessage(loginMutation.error) : t('socialCancelled')}
          </Alert>
          <Button variant="contained" fullWidth onClick={() => navigate(signInPath(), { replace: true })}>
            {t('backToSignIn')}
          </Button>
        </>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={t('signingIn')} />
        </Box>
      )}
    </AuthCard>
  );
}
