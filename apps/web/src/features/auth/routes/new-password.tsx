import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ZNewPasswordForm, type TNewPasswordForm } from '@portal/shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import { boardOfLocation, onBoard, signInPath } from '../../../lib/home-board';
import { useSetNewPassword } from '../api/new-password';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { resetErrorMessage, useFieldMessage } from '../messages';
import { RESET_GRANT_KEY } from './enter-code';

/** spec §2 New Password (new password and confirm). */
export default function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const fieldMessage = useFieldMessage();
  const mutation = useSetNewPassword();
  const location = useLocation();
  const board = boardOfLocation(location);
  const [grant] = useState(() => sessionStorage.getItem(RESET_GRANT_KEY));
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<TNewPasswordForm>({
    resolver: zodResolver(ZNewPasswordForm),
    defaultValues: { newpas: '', retypepas: '' },
  });

  if (!grant && !done) return <Navigate to={onBoard('/auth/reset-password', board)} replace />;

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(
      { ...values, resetToken: grant ?? '' },
      {
        onSuccess: (message) => {
          sessionStorage.removeItem(RESET_GRANT_KEY);
          setDone(message ?? t('passwordResetDone'));
        },
      },
    ),
  );

  if (done) {
    return (
      <AuthCard title={t('newPasswordTitle')}>
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {done}
        </Alert>
        <Button component={RouterLink} to={signInPath(location)} variant="contained" fullWidth>
          {t('backToSignIn')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('newPasswordTitle')} subtitle={t('newPasswordSubtitle')}>
      {mutation.isError && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {resetErrorMessage(mutation.error)}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <PasswordField
          label={t('newPassword')}
          autoComplete="new-password"
          autoFocus
          {...register('newpas')}
          error={Boolean(formState.errors.newpas)}
          helperText={fieldMessage(formState.errors.newpas?.message) ?? t('passwordRules')}
        />
        <PasswordField
          label={t('confirmPassword')}
          autoComplete="new-password"
          {...register('retypepas')}
          error={Boolean(formState.errors.retypepas)}
          helperText={fieldMessage(formState.errors.retypepas?.message) ?? ' '}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={mutation.isPending}>
          {t('continue')}
        </Button>
      </Box>
    </AuthCard>
  );
}
