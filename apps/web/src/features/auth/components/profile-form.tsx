import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PROFILE_DESCRIPTION_MAX } from '@portal/shared/constants';
import { ZProfileForm, type TProfile, type TProfileForm } from '@portal/shared/schemas/auth';
import { useSnackbar } from '../../../lib/toast';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useUpdateProfile } from '../api/update-profile';
import { profileFlowErrorMessage, useFieldMessage } from '../messages';
import { storeProfile } from '../session';

const toForm = (profile: TProfile): TProfileForm => ({
  fName: profile.fName,
  lName: profile.lName,
  description: profile.description,
  cell: profile.cell,
  office: profile.office,
});

/** spec §2/§3 profile/contact form: e-mail shown but disabled; spec §4: save disabled until changed and valid. */
export function ProfileForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('auth');
  const fieldMessage = useFieldMessage();
  const { enqueueSnackbar } = useSnackbar();
  const mutation = useUpdateProfile();
  const { register, handleSubmit, reset, formState } = useForm<TProfileForm>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: toForm(profile),
    mode: 'onChange',
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ profile: saved }) => {
        storeProfile(saved);
        reset(toForm(saved));
        enqueueSnackbar(t('profileSaved'), { variant: 'success' });
      },
    }),
  );

  const field = (name: keyof TProfileForm, label: string, extra: object = {}) => (
    <TextField
      label={label}
      fullWidth
      margin="normal"
      {...register(name)}
      error={Boolean(formState.errors[name])}
      helperText={fieldMessage(formState.errors[name]?.message) ?? ' '}
      {...extra}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('profileFormLabel')}>
      {mutation.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {profileFlowErrorMessage(mutation.error, t('profileFlowFailed'))}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        {field('fName', t('firstName'), { autoComplete: 'given-name' })}
        {field('lName', t('lastName'), { autoComplete: 'family-name' })}
      </Stack>
      <TextField
        label={t('email')}
        value={profile.email}
        fullWidth
        margin="normal"
        disabled
        helperText={t('emailLocked')}
        // The explanation stays readable (4.5:1) while the field itself is greyed out.
        slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        {field('cell', t('cell'), { autoComplete: 'tel', placeholder: '(123) 456-7890' })}
        {field('office', t('office'), { placeholder: '(123) 456-7890' })}
      </Stack>
      {field('description', t('description'), {
        multiline: true,
        minRows: 3,
        slotProps: { htmlInput: { maxLength: PROFILE_DESCRIPTION_MAX + 50 } },
      })}
      <Button type="submit" variant="contained" disabled={!formState.isDirty || !formState.isValid || mutation.isPending}>
        {t('saveProfile')}
      </Button>
    </Box>
  );
}
