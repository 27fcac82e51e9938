import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { TSignInForm } from '@portal/shared/schemas/auth';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { currentOrg, errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { validateEmail } from '../api/validate-email';
import { AuthCard } from '../components/auth-card';
import { EmailField } from '../components/email-field';
import { MagicConfirm } from '../components/magic-confirm';
import { PasswordField } from '../components/password-field';
import { PasswordlessInfo } from '../components/passwordless-info';
import { SocialButtons } from '../components/social-buttons';
import { SocialCallback } from '../components/social-callback';
import { lazyZodResolver, loadAuthSchemas } from '../lazy-schemas';
import { useFieldMessage } from '../messages';
import { markSignedIn, rememberReturnPath, returnPathAfterSignIn, safeReturnPath } from '../../../lib/return-path';
import { storeSession } from '../session';

const SOCIAL = ['google', 'facebook'] as const;

const preloadSchemas = () => void loadAuthSchemas().catch(() => undefined);

/** spec §2 Sign In (/auth/login and /auth/login/:source); also the landing page of e-mailed links and social returns. */
export default function SignInPage() {
  const [params] = useSearchParams();
  const magic = params.get('magic');
  const signup = params.get('signup');
  const social = params.get('social');
  if (signup) return <MagicConfirm token={signup} signup />;
  if (magic) return <MagicConfirm token={magic} />;
  if (social && (SOCIAL as readonly string[]).includes(social)) {
    return <SocialCallback provider={social as (typeof SOCIAL)[number]} code={params.get('code')} state={params.get('state')} />;
  }
  return <SignInForm />;
}

function SignInForm() {
  const { t } = useTranslation('auth');
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  const { source } = useParams();
  const [params] = useSearchParams();
  const utmCampaign = params.get('utm_campaign');
  const location = useLocation();
  const redirect = safeReturnPath(params.get('redirect') ?? (location.state as { from?: unknown } | null)?.from);
  useEffect(() => rememberReturnPath(redirect), [redirect]);
  const loginMutation = useLogin();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const { control, register, handleSubmit, trigger, getValues, formState } = useForm<TSignInForm>({
    resolver: lazyZodResolver((schemas) => schemas.ZSignInForm),
    defaultValues: { email: '', password: '' },
  });

  // spec §4: submit buttons are disabled while the call is loading (not while the e-mail field checks its address:
  // the click that leaves the field must still submit).
  const loading = loginMutation.isPending;

  // spec §4 Login: success stores token, email, org, profile and goes to /; failure shows the server message.
  const onSubmit = handleSubmit((values) => {
    setNotice(null);
    loginMutation.mutate(
      { type: 'login', email: values.email, password: values.password },
      {
        onSuccess: ({ session }) => {
          if (!session) return;
          markSignedIn();
          storeSession(session);
          navigate(returnPathAfterSignIn(), { replace: true });
        },
        onError: (error) => setNotice({ severity: 'error', text: errorMessage(error) }),
      },
    );
  });

  // spec §4: "Magic mode skips the password. Passwordless with missing brand gives 'Please try again'."
  const onPasswordless = async () => {
    setNotice(null);
    if (!(await trigger('email'))) return;
    const email = getValues('email');
    const [{ ZEmailForm }] = await loadAuthSchemas();
    if (!ZEmailForm.safeParse({ email }).success) return;
    if (!currentOrg()) {
      setNotice({ severity: 'error', text: t('pleaseTryAgain') });
      return;
    }
    loginMutation.mutate(
      { type: 'magic', email },
      {
        onSuccess: ({ message }) => setNotice({ severity: 'success', text: message ?? t('magicSent') }),
        onError: (error) => setNotice({ severity: 'error', text: errorMessage(error) }),
      },
    );
  };

  // spec §2: the optional utm_campaign is carried to register (and the :source with it).
  // A return path (Apply on a partner board) travels along too.
  const registerParams = new URLSearchParams();
  if (utmCampaign) registerParams.set('utm_campaign', utmCampaign);
  if (redirect) registerParams.set('redirect', redirect);
  const registerQuery = registerParams.size ? `?${registerParams.toString()}` : '';
  const registerPath = `/auth/register${source ? `/${encodeURIComponent(source)}` : ''}${registerQuery}`;

  return (
    <AuthCard title={t('signInTitle')} subtitle={t('signInSubtitle')}>
      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 2 }} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      {/* The schemas start loading with the first key or click in the form (not on the autofocus), so a submit rarely
          waits for them. */}
      <Box component="form" noValidate onSubmit={onSubmit} onInput={preloadSchemas} onPointerDown={preloadSchemas}>
        <EmailField control={control} name="email" check={validateEmail} autoFocus />
        <PasswordField
          label={t('password')}
          autoComplete="current-password"
          {...register('password')}
          error={Boolean(formState.errors.password)}
          helperText={fieldMessage(formState.errors.password?.message) ?? ' '}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={loading} sx={{ mt: 1 }}>
          {t('continue')}
        </Button>
        <Stack direction="row" spacing={0.5} sx={{ mt: 1, alignItems: 'center' }}>
          <Button variant="outlined" fullWidth disabled={loading} onClick={() => void onPasswordless()}>
            {t('passwordless')}
          </Button>
          <PasswordlessInfo />
        </Stack>
      </Box>
      <SocialButtons org={currentOrg()} source={source} utmCampaign={utmCampaign} />
      <Stack direction="row" sx={{ mt: 3, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component={RouterLink} to="/auth/reset-password">
          {t('forgotPassword')}
        </Link>
        <Link component={RouterLink} to={registerPath}>
          {t('createAccount')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
