import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_ERROR_MESSAGE } from '@portal/shared/constants';
import { useTranslation } from '../../../lib/use-translation';
import { useProfile } from '../api/get-profile';
import { AvatarUpload } from '../components/avatar-upload';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileForm } from '../components/profile-form';
import { SignOutEverywhere } from '../components/sign-out-everywhere';

/** /profile (My Profile): avatar, profile/contact form and change-password form (spec §2). */
export default function ProfilePage() {
  const { t } = useTranslation('auth');
  const { data: profile, isPending, isError } = useProfile();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('profileTitle')}</Typography>
      {isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('loadingProfile')} />
        </Box>
      )}
      {/* spec §8: a profile load failure always shows the default message. */}
      {isError && <Alert severity="error">{DEFAULT_ERROR_MESSAGE}</Alert>}
      {profile && (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
              {t('profileSection')}
            </Typography>
            <AvatarUpload profile={profile} />
            <ProfileForm key={profile.id} profile={profile} />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {t('changePasswordTitle')}
            </Typography>
            {!profile.isPassword && (
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {t('noPasswordYet')}
              </Typography>
            )}
            {/* A password is short: its fields need not span the page. */}
            <Box sx={{ maxWidth: 480 }}>
              <ChangePasswordForm key={String(profile.isPassword)} hasPassword={profile.isPassword} />
            </Box>
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {t('signOutEverywhereTitle')}
            </Typography>
            <SignOutEverywhere />
          </Paper>
        </>
      )}
    </Stack>
  );
}
