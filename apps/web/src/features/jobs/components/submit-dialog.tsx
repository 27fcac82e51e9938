import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../../lib/use-translation';

type Job = { Position_Name: string; facilityName: string; City: string; State: string };

/** The confirmation before a submission; it names the job so that nobody submits to the wrong one. */
export function SubmitDialog({ job, open, busy, onConfirm, onClose }: { job: Job; open: boolean; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation('jobs');
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="submit-dialog-title" aria-describedby="submit-dialog-text">
      <DialogTitle id="submit-dialog-title">{t('submit.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="submit-dialog-text">
          {t('submit.text', { position: job.Position_Name, facility: job.facilityName, city: job.City, state: job.State })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('submit.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {t('submit.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
