// /faqs/login-from-new-device (public, spec §2): how signing in from a new phone or computer works here.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { signInPath } from '../../../lib/home-board';
import { answerLinks } from '../components/answer-links';

const STEPS = ['password', 'link', 'social', 'forgot', 'after', 'lost'] as const;

export default function LoginFromNewDevicePage() {
  const { t } = useTranslation('faqs');
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 880 }}>
      <Typography variant="h1">{t('newDevice.title')}</Typography>
      <Typography>{t('newDevice.intro')}</Typography>
      {STEPS.map((step) => (
        <Paper key={step} variant="outlined" component="section" aria-labelledby={`new-device-${step}`} sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" id={`new-device-${step}`} sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
            {t(`newDevice.${step}.title`)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>
            <Trans t={t} i18nKey={`newDevice.${step}.text`} components={answerLinks} />
          </Typography>
        </Paper>
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {/* The sign-in of the board this device's candidate belongs to (decision 034). */}
        <Button variant="contained" component={RouterLink} to={signInPath()}>
          {t('newDevice.signIn')}
        </Button>
        <Button variant="outlined" component={RouterLink} to="/faqs">
          {t('newDevice.allFaqs')}
        </Button>
      </Stack>
    </Stack>
  );
}
