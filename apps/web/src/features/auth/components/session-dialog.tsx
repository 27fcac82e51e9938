import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { SESSION_CHECK_INTERVAL_MS, SESSION_WARNING_SECONDS } from '@portal/shared/constants';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearSession, useAuth } from '../../../lib/auth-store';
import { logout } from '../api/logout';
import { hasUsernameCookie } from '../session';

/**
 * spec §2/§4 session dialog: every second the `username` cookie is checked (the server makes it expire with the
 * session); when it is missing "Oh No!" opens with a 30-second countdown. At zero storage is cleared and the user goes
 * to /; Logout Now does the same at once.
 */
export function SessionDialog() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { token } = useAuth();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  // The countdown goes on across route changes (the router's navigate changes with the location).
  const leave = useEffectEvent(() => navigate('/'));

  useEffect(() => {
    if (!token) return;
    let left: number | null = null;
    const timer = setInterval(() => {
      if (left === null) left = hasUsernameCookie() ? null : SESSION_WARNING_SECONDS;
      else left -= 1;
      if (left !== null && left <= 0) {
        clearInterval(timer);
        setSecondsLeft(null);
        clearSession();
        leave();
        return;
      }
      setSecondsLeft(left);
    }, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [token]);

  const logoutNow = () => {
    void logout();
    setSecondsLeft(null);
    clearSession();
    navigate('/');
  };

  return (
    <Dialog open={Boolean(token) && secondsLeft !== null} aria-labelledby="session-dialog-title" aria-describedby="session-dialog-text">
      <DialogTitle id="session-dialog-title">{t('sessionTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-dialog-text">{t('sessionText', { count: secondsLeft ?? 0 })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={logoutNow} autoFocus>
          {t('logoutNow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default SessionDialog;
