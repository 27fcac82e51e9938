// spec §2/§4 "Oh No!": the dialog of session-dialog.tsx, a chunk of its own that loads when a session runs out.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../../lib/use-translation';

export default function SessionExpiredDialog({ secondsLeft, onLogoutNow }: { secondsLeft: number; onLogoutNow: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Dialog open aria-labelledby="session-dialog-title" aria-describedby="session-dialog-text">
      <DialogTitle id="session-dialog-title">{t('sessionTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-dialog-text">{t('sessionText', { count: secondsLeft })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onLogoutNow} autoFocus>
          {t('logoutNow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
