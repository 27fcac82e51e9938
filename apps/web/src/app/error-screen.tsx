import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SystemUpdateAltIcon from '@mui/icons-material/SystemUpdateAlt';
import { useTranslation } from '../lib/use-translation';

/** spec §2: "Reload clears local storage and reloads when on /, otherwise navigates to / and reloads." */
export function reloadForUpdates(): void {
  if (window.location.pathname === '/') {
    try {
      localStorage.clear();
    } catch {
      // Storage disabled: reload anyway.
    }
    window.location.reload();
  } else {
    window.location.assign('/');
  }
}

/** The error screens of spec §2/§4: the update prompt for a chunk-load failure, "Something went wrong" otherwise. */
export function ErrorScreen({ chunkLoad, onGoBack }: { chunkLoad: boolean; onGoBack: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: { xs: 6, sm: 10 }, px: 2 }}>
      {chunkLoad ? (
        <>
          <SystemUpdateAltIcon color="primary" sx={{ fontSize: 56, mb: 2 }} />
          <Typography variant="h1" sx={{ mb: 3 }}>
            {t('error.updates')}
          </Typography>
          <Button variant="contained" onClick={reloadForUpdates}>
            {t('error.reload')}
          </Button>
        </>
      ) : (
        <>
          <ErrorOutlineIcon color="error" sx={{ fontSize: 56, mb: 2 }} />
          <Typography variant="h1" sx={{ mb: 3 }}>
            {t('error.title')}
          </Typography>
          <Button variant="contained" onClick={onGoBack}>
            {t('error.goBack')}
          </Button>
        </>
      )}
    </Box>
  );
}
