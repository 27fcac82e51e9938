import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
const isOnline = () => navigator.onLine;

/** spec §2: opens when the browser goes offline and closes when it is online again. */
export function OfflineDialog() {
  const { t } = useTranslation('common');
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <Dialog open={!online} aria-labelledby="offline-title" aria-describedby="offline-text">
      <DialogTitle id="offline-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WifiOffIcon color="error" />
        {t('offline.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="offline-text">{t('offline.text')}</DialogContentText>
      </DialogContent>
    </Dialog>
  );
}
