import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { changePasswordForm, type TChangePasswordForm } from '@portal/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { getProfileQueryOptions } from '../api/get-profile';
import { useFieldMessage } from '../messages';
import { storeSession } from '../session';
import { PasswordField } from './password-field';

/**
 * spec §2 change-password form: the current password only when the account has one. With one, the server ends every
 * session and hands this device a fresh one; without, it e-mails a confirmation link.
 */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('auth');
  const fieldMessage = useFieldMessage();
  const queryClient = useQueryClient();
  const mutation = useChangePassword();
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<TChangePasswordForm>({
    resolver: zodResolver(changePasswordForm(hasPassword)) as Resolver<TChangePasswordForm>,
    defaultValues: { oldPassword: '', newPassword: '', reTypePassword: '' },
  });

  const onSubmit = handleSubmit((values: TChangePasswordForm) => {
    setDone(null);
    const body = hasPassword ? values : { newPassword: values.newPassword, reTypePassword: values.reTypePassword };
    mutation.mutate(body, {
      onSuccess: ({ session, message }) => {
        if (session) {
          storeSession(session);
          void queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey });
        }
        reset();
        setDone(message ?? t('passwordChanged'));
      },
    });
  });

  const pw = (name: keyof TChangePasswordForm, label: string, autoComplete: string) => (
    <PasswordField
      label={label}
      autoComplete={autoComplete}
      {...register(name)}
      error={Boolean(formState.errors[name])}
      // The rules of a new password show from the start, not only after a failure.
      helperText={fieldMessage(formState.errors[name]?.message) ?? (name === 'newPassword' ? t('passwordRules') : ' ')}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('changePasswordTitle')}>
      {done && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {done}
        </Alert>
      )}
      {mutation.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage(mutation.error)}
        </Alert>
      )}
      {hasPassword && pw('oldPassword', t('currentPassword'), 'current-password')}
      {pw('newPassword', t('newPassword'), 'new-password')}
      {pw('reTypePassword', t('confirmPassword'), 'new-password')}
      <Button type="submit" variant="contained" disabled={mutation.isPending}>
        {t('changePassword')}
      </Button>
    </Box>
  );
}
