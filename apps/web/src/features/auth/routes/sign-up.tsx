import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ZSignUpForm, type TSignUpForm } from '@portal/shared/schemas/auth';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { currentOrg, errorMessage } from '../../../lib/api-client';
import { checkEmailAvailability } from '../api/check-email-availability';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { EmailField, type EmailStatus } from '../components/email-field';
import { PasswordField } from '../components/password-field';
import { SocialButtons } from '../components/social-buttons';
import { useFieldMessage } from '../messages';
import { rememberReturnPath, safeReturnPath } from '../../../lib/return-path';

/** spec §2 Sign Up (/auth/register and /auth/register/:source, optional utm_campaign). */
export default function SignUpPage() {
  const { t } = useTranslation('auth');
  const fieldMessage = useFieldMessage();
  const { source } = useParams();
  const [params] = useSearchParams();
  const utmCampaign = params.get('utm_campaign') ?? undefined;
  // A return path (Apply on a partner board) is kept for the sign-in that follows the confirmation e-mail.
  const redirect = safeReturnPath(params.get('redirect'));
  useEffect(() => rememberReturnPath(redirect), [redirect]);
  const registerMutation = useRegister();
  // The e-mail field's last state: an address found undeliverable (red block) is not submitted.
  const [emailStatus, setEmailStatus] = useState<EmailStatus>('blank');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { control, register, handleSubmit, formState } = useForm<TSignUpForm>({
    resolver: zodResolver(ZSignUpForm),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', reTypePassword: '', referralName: '' },
  });

  const onSubmit = handleSubmit(({ referralName, ...values }) => {
    if (emailStatus === 'cancel') return;
    // spec §3 Register: referralName is optional (an empty field sends none); utm_campaign and :source travel with it.
    const referral = referralName?.trim();
    registerMutation.mutate(
      {
        ...values,
        ...(referral ? { referralName: referral } : {}),
        ...(utmCampaign ? { utm_campaign: utmCampaign } : {}),
        ...(source ? { source } : {}),
      },
      { onSuccess: (message) => setSentMessage(message ?? t('signUpSent')) },
    );
  });

  const loginParams = new URLSearchParams();
  if (utmCampaign) loginParams.set('utm_campaign', utmCampaign);
  if (redirect) loginParams.set('redirect', redirect);
  const loginPath = `/auth/login${source ? `/${encodeURIComponent(source)}` : ''}${loginParams.size ? `?${loginParams.toString()}` : ''}`;

  if (sentMessage) {
    return (
      <AuthCard title={t('checkEmailTitle')}>
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {sentMessage}
        </Alert>
        <Button component={RouterLink} to={loginPath} variant="contained" fullWidth>
          {t('backToSignIn')}
        </Button>
      </AuthCard>
    );
  }

  const text = (name: 'firstName' | 'lastName' | 'referralName', label: string, autoComplete: string, help = ' ') => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      fullWidth
      margin="normal"
      {...register(name)}
      error={Boolean(formState.errors[name])}
      helperText={fieldMessage(formState.errors[name]?.message) ?? help}
    />
  );

  return (
    <AuthCard title={t('signUpTitle')} subtitle={t('signUpSubtitle')}>
      {registerMutation.isError && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {errorMessage(registerMutation.error)}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          {text('firstName', t('firstName'), 'given-name')}
          {text('lastName', t('lastName'), 'family-name')}
        </Stack>
        <EmailField control={control} name="email" check={checkEmailAvailability} onStatusChange={setEmailStatus} />
        <PasswordField
          label={t('password')}
          autoComplete="new-password"
          {...register('password')}
          error={Boolean(formState.errors.password)}
          // The rules show from the start; a failure shows the spec's message in their place.
          helperText={fieldMessage(formState.errors.password?.message) ?? t('passwordRules')}
        />
        <PasswordField
          label={t('confirmPassword')}
          autoComplete="new-password"
          {...register('reTypePassword')}
          error={Boolean(formState.errors.reTypePassword)}
          helperText={fieldMessage(formState.errors.reTypePassword?.message) ?? ' '}
        />
        {text('referralName', t('referralName'), 'off', t('referralNameHelp'))}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={registerMutation.isPending}
          sx={{ mt: 1 }}
        >
          {t('continue')}
        </Button>
      </Box>
      <SocialButtons org={currentOrg()} source={source} utmCampaign={utmCampaign} />
      <Box sx={{ mt: 3 }}>
        <Link component={RouterLink} to={loginPath}>
          {t('haveAccount')}
        </Link>
      </Box>
    </AuthCard>
  );
}
