import { SESSION_CHECK_INTERVAL_MS, SESSION_WARNING_SECONDS } from '@portal/shared/constants';
import { Suspense, lazy, useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, useAuth } from '../../../lib/auth-store';
import { logout } from '../api/logout';
import { watchUsernameCookie } from '../session';

// The dialog itself (a modal) loads when it first opens: every signed-in page runs the check below, few show it.
const SessionExpiredDialog = lazy(() => import('./session-expired-dialog'));

/**
 * spec §2/§4 session dialog: the `username` cookie is watched (the server makes it expire with the session; where the
 * browser can tell when it changes and when it expires, it is read then rather than every second: decision 055); when
 * it is missing "Oh No!" opens with a 30-second countdown. At zero storage is cleared and the user goes to /; Logout
 * Now does the same at once.
 */
export function SessionDialog() {
  const navigate = useNavigate();
  const { token } = useAuth();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  // The countdown goes on across route changes (the router's navigate changes with the location).
  const leave = useEffectEvent(() => navigate('/'));

  useEffect(() => {
    if (!token) return;
    let countdown: ReturnType<typeof setInterval> | undefined;
    const stopWatching = watchUsernameCookie(() => {
      let left = SESSION_WARNING_SECONDS;
      setSecondsLeft(left);
      countdown = setInterval(() => {
        left -= 1;
        if (left > 0) {
          setSecondsLeft(left);
          return;
        }
        clearInterval(countdown);
        setSecondsLeft(null);
        clearSession();
        leave();
      }, SESSION_CHECK_INTERVAL_MS);
    });
    return () => {
      stopWatching();
      clearInterval(countdown);
    };
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
