// /success: shown after the finished application is submitted (spec §2, §4 "submit application success"). Before a
// submission it says nothing was sent: the candidate goes to /application instead.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CircularProgress from '@mui/material/CircularProgress';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { Navigate, Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useDownloadPacket } from '../api/download-document';
import { applicationQueryOptions, useApplication } from '../api/get-application';

/** The application, so that the first paint already knows whether it was submitted. */
export function prefetch(client: QueryClient): Promise<unknown> {
  return client.prefetchQuery(applicationQueryOptions());
}

export default function SuccessPage() {
  const { t } = useTranslation('application');
  const packet = useDownloadPacket();
  const application = useApplication();
  if (application.isPending) return <CircularProgress size={24} aria-label={t('wizard.loading')} />;
  if (application.data && !application.data.submittedAt) return <Navigate to="/application" replace />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 720 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h1">{t('success.title')}</Typography>
        <Typography>{t('success.text')}</Typography>
        {packet.isError && <Typography color="error">{errorMessage(packet.error)}</Typography>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" component={RouterLink} to="/">
            {t('success.dashboard')}
          </Button>
          <Button variant="outlined" component={RouterLink} to="/editApplication">
            {t('success.edit')}
          </Button>
          <Button variant="text" onClick={() => packet.mutate()} disabled={packet.isPending}>
            {t('wizard.downloadPdf')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
