import { decideAccess } from '@portal/shared/domain/access';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth-store';
import { signInPath } from '../lib/home-board';
import { forgetReturnPath, justSignedIn, returnPathAfterSignIn, returnPathForGuard } from '../lib/return-path';

/**
 * spec §2 "Access rules by path", applied to every path before anything of the page renders. A redirect carries
 * `state.from` (the path asked for, so sign-in can return there) and `state.signedIn` (whether a token was stored when
 * the guard decided), so the browser tests can tell the guard's decision from a later sign-out by the 401 rule.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { token } = useAuth();
  const decision = decideAccess(pathname, Boolean(token));
  const signedInPastAuth = Boolean(token) && decision.kind === 'allow';
  useEffect(() => {
    if (signedInPastAuth) forgetReturnPath();
  }, [signedInPastAuth, pathname]);
  if (decision.kind === 'redirect') {
    // Signed in on an auth page: to / (spec §2), or, right after a sign-in, to the page it was on its way to.
    // Signed out: the sign-in of the board the address names, else of the board this device's candidate belongs to
    // (decision 034), else the agency's.
    const to =
      token && decision.to === '/' && justSignedIn()
        ? returnPathAfterSignIn(search)
        : decision.to === '/auth/login'
          ? signInPath({ pathname, search })
          : decision.to;
    // No `from` for the page a session just ended on: the next sign-in goes to / (spec §4), not back there.
    return <Navigate to={to} replace state={{ from: returnPathForGuard(`${pathname}${search}`), signedIn: Boolean(token) }} />;
  }
  return children;
}
