import { SESSION_CHECK_INTERVAL_MS, SESSION_WARNING_SECONDS } from '@portal/shared/constants';
import { Suspense, lazy, useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, useAuth } from '../../../lib/auth-store';
import { logout } from '../api/logout';
import { hasUsernameCookie } from '../session';

// The dialog itself (a modal) loads when it first opens: every signed-in page runs the check below, few show it.
const SessionExpiredDialog = lazy(() => import('./session-expired-dialog'));

/**
 * spec §2/§4 session dialog: every second the `username` cookie is checked (the server makes it expire with the
 * session); when it is missing "Oh No!" opens with a 30-second countdown. At zero storage is cleared and the user goes
 * to /; Logout Now does the same at once.
 */
export function SessionDialog() {
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

  if (!token || secondsLeft === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog secondsLeft={secondsLeft} onLogoutNow={logoutNow} />
    </Suspense>
  );
}

export default SessionDialog;
