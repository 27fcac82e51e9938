import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The job's title, named in the dialog's title. */
  title: string;
  /** The quick application on this board; sign-in and sign-up on this board, coming back to the job. */
  quickPath: string;
  signInPath: string;
  signUpPath: string;
};

/**
 * Apply on a board, signed out: the three ways in side by side — a quick application without an account, signing in,
 * or creating an account (both come back to the job).
 */
export function ApplyChoiceDialog({ open, onClose, title, quickPath, signInPath, signUpPath }: Props) {
  const { t } = useTranslation('jobs');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="apply-choice-title" aria-describedby="apply-choice-text">
      <DialogTitle id="apply-choice-title">{t('board.applyTitle', { title })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="apply-choice-text">{t('board.applyText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onClose}>{t('board.close')}</Button>
        <Button component={RouterLink} to={signUpPath} variant="text">
          {t('board.signUp')}
        </Button>
        <Button component={RouterLink} to={signInPath} variant="outlined">
          {t('board.signIn')}
        </Button>
        <Button component={RouterLink} to={quickPath} variant="contained">
          {t('board.quickApply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
