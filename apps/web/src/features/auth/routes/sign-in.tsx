import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TSignInForm } from '@portal/shared/schemas/auth';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { currentOrg, errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { validateEmail } from '../api/validate-email';
import { AuthCard } from '../components/auth-card';
import { EmailInput } from '../components/email-input';
import { MagicConfirm } from '../components/magic-confirm';
import { PasswordField } from '../components/password-field';
import { PasswordlessInfo } from '../components/passwordless-info';
import { BoardChoice } from '../components/board-choice';
import { SocialButtons } from '../components/social-buttons';
import { SocialCallback } from '../components/social-callback';
import { loadAuthSchemas } from '../lazy-schemas';
import { useFieldMessage } from '../messages';
import { markSignedIn, rememberReturnPath, returnPathAfterSignIn, safeReturnPath } from '../../../lib/return-path';
import { storeSession } from '../session';
import { boardOfLocation, onBoard } from '../../../lib/home-board';

const SOCIAL = ['google', 'facebook'] as const;

const preloadSchemas = () => void loadAuthSchemas().catch(() => undefined);

type Field = keyof TSignInForm;
type Errors = Partial<Record<Field, string>>;

/** The form's check with the shared schema (spec §5 messages): the first message of each field, and the parsed values. */
async function checkSignIn(values: TSignInForm): Promise<{ errors: Errors; data?: TSignInForm }> {
  const { ZSignInForm } = await loadAuthSchemas();
  const result = ZSignInForm.safeParse(values);
  if (result.success) return { errors: {}, data: result.data };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && errors[field] === undefined) errors[field] = issue.message;
  }
  return { errors };
}

/**
 * The sign-in form's state without a form library (the page loads only what it shows): fields are checked on submit,
 * and after the first submit again on every change, each change updating its own field's message.
 */
function useSignInForm() {
  const [values, setValues] = useState<TSignInForm>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const current = useRef(values);
  const submitted = useRef(false);
  const checks = useRef<Record<Field, number>>({ email: 0, password: 0 });

  const recheck = async (field: Field) => {
    const run = ++checks.current[field];
    const result = await checkSignIn(current.current).catch(() => null);
    if (!result || run !== checks.current[field]) return result;
    setErrors((previous) => ({ ...previous, [field]: result.errors[field] }));
    return result;
  };

  const setValue = (field: Field, value: string) => {
    current.current = { ...current.current, [field]: value };
    setValues(current.current);
    if (submitted.current) void recheck(field);
  };

  /** Checks every field (the submit): the parsed values, or undefined with the messages shown. */
  const checkAll = async (): Promise<TSignInForm | undefined> => {
    submitted.current = true;
    checks.current.email += 1;
    checks.current.password += 1;
    const result = await checkSignIn(current.current);
    setErrors(result.errors);
    return result.data;
  };

  /** Checks one field and shows its message (the passwordless button checks the e-mail alone). */
  const checkField = async (field: Field): Promise<boolean> => {
    const result = await recheck(field);
    return Boolean(result) && result?.errors[field] === undefined;
  };

  return { values, errors, current, setValue, checkAll, checkField };
}

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
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string; hint?: boolean } | null>(null);
  const form = useSignInForm();
  // The agency's own page (no board in the address) offers the partner boards (decision 034).
  const board = boardOfLocation(location);
  const generic = !board;

  // spec §4: submit buttons are disabled while the call is loading (not while the e-mail field checks its address:
  // the click that leaves the field must still submit).
  const loading = loginMutation.isPending;

  // spec §4 Login: success stores token, email, org, profile and goes to /; failure shows the server message.
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let values: TSignInForm | undefined;
    try {
      values = await form.checkAll();
    } catch (error) {
      // The check's code could not load (network): the default message, as for a failed call.
      setNotice({ severity: 'error', text: errorMessage(error) });
      return;
    }
    if (!values) return;
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
        // On the agency's page every failed sign-in also points to the boards: the same words for every address.
        onError: (error) => setNotice({ severity: 'error', text: errorMessage(error), hint: generic }),
      },
    );
  };

  // spec §4: "Magic mode skips the password. Passwordless with missing brand gives 'Please try again'."
  const onPasswordless = async () => {
    setNotice(null);
    if (!(await form.checkField('email'))) return;
    const email = form.current.current.email;
    const { ZEmailForm } = await loadAuthSchemas();
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
      {/* The server's message stays as it is (spec §4); the way to the boards is a line of its own. */}
      {notice?.hint && (
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="board-hint">
          {t('boardHint')}
        </Typography>
      )}
      {/* The schemas start loading with the first key or click in the form (not on the autofocus), so a submit rarely
          waits for them. */}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onInput={preloadSchemas}
        onPointerDown={preloadSchemas}
      >
        <EmailInput
          name="email"
          value={form.values.email}
          onChange={(value) => form.setValue('email', value)}
          error={form.errors.email}
          check={validateEmail}
          autoFocus
        />
        <PasswordField
          label={t('password')}
          autoComplete="current-password"
          name="password"
          value={form.values.password}
          onChange={(event) => form.setValue('password', event.target.value)}
          error={Boolean(form.errors.password)}
          helperText={fieldMessage(form.errors.password) ?? ' '}
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
        <Link component={RouterLink} to={onBoard('/auth/reset-password', board)}>
          {t('forgotPassword')}
        </Link>
        <Link component={RouterLink} to={registerPath}>
          {t('createAccount')}
        </Link>
      </Stack>
      {generic && <BoardChoice search={location.search} />}
    </AuthCard>
  );
}
