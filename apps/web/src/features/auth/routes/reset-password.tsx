import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { STORAGE_KEYS } from '@portal/shared/constants';
import { ZEmailForm, type TEmailForm } from '@portal/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { boardOfLocation, onBoard, signInPath } from '../../../lib/home-board';
import { currentOrg } from '../../../lib/api-client';
import { resetErrorMessage } from '../messages';
import { writeString } from '../../../lib/storage';
import { useResetPassword } from '../api/reset-password';
import { validateEmail } from '../api/validate-email';
import { AuthCard } from '../components/auth-card';
import { EmailField } from '../components/email-field';

/** spec §2 Reset Password (email, Send Reset Link, Go Back); spec §4: request code → enter code → new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  // A board's reset keeps its board through the steps (decision 034).
  const board = boardOfLocation(location);
  const mutation = useResetPassword();
  const { control, handleSubmit } = useForm<TEmailForm>({ resolver: zodResolver(ZEmailForm), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) =>
    mutation.mutate(email, {
      onSuccess: (message) => {
        // spec §9 local storage `email` and `code` (the organisation code) carry the request to the code page.
        writeString(STORAGE_KEYS.email, email);
        writeString(STORAGE_KEYS.code, currentOrg() ?? '');
        navigate(onBoard('/auth/reset-password/enter-code', board), { state: { message } });
      },
    }),
  );

  return (
    <AuthCard title={t('resetTitle')} subtitle={t('resetSubtitle')}>
      {mutation.isError && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {/* spec §8: reset failures show the message or "ERROR". */}
          {resetErrorMessage(mutation.error)}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <EmailField control={control} name="email" check={validateEmail} autoFocus />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={mutation.isPending}>
          {t('sendResetLink')}
        </Button>
      </Box>
      <Box sx={{ mt: 3 }}>
        <Link component={RouterLink} to={signInPath(location)}>
          {t('goBack')}
        </Link>
      </Box>
    </AuthCard>
  );
}
