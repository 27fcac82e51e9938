import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { STORAGE_KEYS } from '@portal/shared/constants';
import { ZCodeForm, type TCodeForm } from '@portal/shared/schemas/auth';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { boardOfLocation, onBoard, signInPath } from '../../../lib/home-board';
import { currentOrg } from '../../../lib/api-client';
import { readString, writeString } from '../../../lib/storage';
import { useVerifyResetCode } from '../api/verify-reset-code';
import { AuthCard } from '../components/auth-card';
import { resetErrorMessage, useFieldMessage } from '../messages';

/** The reset grant lives only in this tab's session storage, for the new-password page right after. */
export const RESET_GRANT_KEY = 'resetGrant';

function emailFromFragment(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('email');
  return value && value.includes('@') && value.length <= 320 ? value : null;
}

/** spec §2 Enter Code: the code sent by e-mail. */
export default function EnterCodePage() {
  const { t } = useTranslation('auth');
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const sentMessage = (location.state as { message?: string } | null)?.message;
  const mutation = useVerifyResetCode();
  // The address this device asked with (an older e-mailed button carried it in the fragment, never sent to the server).
  const [email] = useState(() => emailFromFragment(location.hash) ?? readString(STORAGE_KEYS.email));
  // The page of a board checks the code for the board's organisation, whichever page asked for it (decision 034).
  const board = boardOfLocation(location);
  const boardBrand = useBrand(`${location.pathname}${location.search}`);
  const { register, handleSubmit, formState } = useForm<TCodeForm>({ resolver: zodResolver(ZCodeForm), defaultValues: { code: '' } });
  useEffect(() => {
    if (email && emailFromFragment(location.hash)) writeString(STORAGE_KEYS.email, email);
  }, [email, location.hash]);

  if (!email) return <Navigate to={onBoard('/auth/reset-password', board)} replace />;
  const org = board ? boardBrand?.code : readString(STORAGE_KEYS.code) || currentOrg();

  const onSubmit = handleSubmit(({ code }) =>
    mutation.mutate(
      { email, otp: code, code: org || currentOrg() || '' },
      {
        onSuccess: (grant) => {
          sessionStorage.setItem(RESET_GRANT_KEY, grant);
          navigate(onBoard('/auth/reset-password/new-password', board), { replace: true });
        },
      },
    ),
  );

  return (
    <AuthCard title={t('enterCodeTitle')} subtitle={t('enterCodeSubtitle', { email })}>
      {sentMessage && !mutation.isError && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {sentMessage}
        </Alert>
      )}
      {mutation.isError && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {resetErrorMessage(mutation.error)}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('code')}
          autoComplete="one-time-code"
          fullWidth
          margin="normal"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          {...register('code')}
          error={Boolean(formState.errors.code)}
          helperText={fieldMessage(formState.errors.code?.message) ?? ' '}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={mutation.isPending}>
          {t('continue')}
        </Button>
      </Box>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'space-between' }}>
        <Link component={RouterLink} to={onBoard('/auth/reset-password', board)}>
          {t('resendCode')}
        </Link>
        <Link component={RouterLink} to={signInPath(location)}>
          {t('goBack')}
        </Link>
      </Box>
    </AuthCard>
  );
}
