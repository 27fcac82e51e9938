// /quick/success: "check your e-mail" after a quick application; and, opened from the e-mailed link (?claim=...), the
// page whose button makes the account from the quick application and signs in (opening the link changes nothing).
// Should the address have an account by then, the link signs in to nothing: the page sends its owner to the normal
// sign-in, after which they review what was sent.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { STORAGE_KEYS } from '@portal/shared/constants';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { setSession } from '../../../lib/auth-store';
import { writeString } from '../../../lib/storage';
import { claimQuickLink } from '../api/quick-apply';

export default function QuickSuccessPage() {
  const { t } = useTranslation('quickApply');
  const [params] = useSearchParams();
  const claim = params.get('claim');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [signInPath, setSignInPath] = useState<string | null>(null);

  const finish = async () => {
    if (!claim) return;
    setBusy(true);
    setFailure(null);
    try {
      const session = await claimQuickLink(claim);
      if ('signIn' in session) {
        setSignInPath(session.signInPath);
        setBusy(false);
        return;
      }
      setSession({
        token: session.token,
        email: session.email,
        org: session.org,
        brand: session.brand,
        prefix: session.prefix,
        profileData: { firstName: session.profile.firstName, lastName: session.profile.lastName, avatar: session.profile.avatar, isPassword: session.profile.isPassword },
        fName: session.profile.firstName,
        lName: session.profile.lastName,
        phone: session.profile.cell || null,
      });
      writeString(STORAGE_KEYS.email, session.email);
      void navigate('/application', { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <MarkEmailReadIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        {claim && signInPath ? (
          <>
            <Typography variant="h1">{t('claim.signInTitle')}</Typography>
            <Typography>{t('claim.signInText')}</Typography>
            <Box>
              <Button variant="contained" component={RouterLink} to={signInPath}>
                {t('claim.signIn')}
              </Button>
            </Box>
          </>
        ) : claim ? (
          <>
            <Typography variant="h1">{t('claim.title')}</Typography>
            <Typography>{t('claim.text')}</Typography>
            {failure && <Alert severity="error">{failure}</Alert>}
            <Box>
              <Button variant="contained" onClick={() => void finish()} disabled={busy}>
                {t('claim.continue')}
              </Button>
            </Box>
          </>
        ) : (
          <>
            <Typography variant="h1">{t('success.title')}</Typography>
            <Typography>{t('success.text')}</Typography>
            <Typography color="text.secondary">{t('success.spam')}</Typography>
          </>
        )}
      </Stack>
    </Paper>
  );
}
