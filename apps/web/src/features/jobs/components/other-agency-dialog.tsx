import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { signOut } from '../../../lib/sign-out';

type Props = {
  /** The partner agency whose board this is. */
  partner: string;
  /** The agency the candidate is signed in with. */
  own: string;
  /** Where signing in (or signing up) at the partner leads, with the job to come back to. */
  signInPath: string;
  signUpPath: string;
  open: boolean;
  onClose: () => void;
};

/**
 * Apply on another agency's board while signed in: an account belongs to one agency, so the job cannot be opened
 * with this one. Says so, and offers the way on (sign out, then sign in or sign up with that agency) — never a
 * dead end.
 */
export function OtherAgencyDialog({ partner, own, signInPath, signUpPath, open, onClose }: Props) {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const go = (path: string) => {
    setBusy(true);
    void signOut().then(() => navigate(path));
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="other-agency-title" aria-describedby="other-agency-text">
      <DialogTitle id="other-agency-title">{t('board.otherAgencyTitle', { partner })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="other-agency-text">{t('board.otherAgencyText', { partner, own })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('board.stay')}
        </Button>
        <Button variant="outlined" onClick={() => go(signUpPath)} disabled={busy}>
          {t('board.signOutSignUp', { partner })}
        </Button>
        <Button variant="contained" onClick={() => go(signInPath)} disabled={busy}>
          {t('board.signOutSignIn', { partner })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
