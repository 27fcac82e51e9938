// spec §4 Login: on success store token, email, org, brand, prefix and profile (and the jwt), then go to /.
import { SESSION_CHECK_INTERVAL_MS, SESSION_COOKIE, STORAGE_KEYS } from '@portal/shared/constants';
import type { TProfile, TSession } from '@portal/shared/schemas/auth';
import { setSession, updateAuth } from '../../lib/auth-store';
import { rememberHomeBoard } from '../../lib/home-board';
import { writeString } from '../../lib/storage';

export function profileData(profile: TProfile) {
  return { firstName: profile.firstName, lastName: profile.lastName, avatar: profile.avatar, isPassword: profile.isPassword };
}

export function storeSession(session: TSession): void {
  setSession({
    token: session.token,
    email: session.email,
    org: session.org,
    brand: session.brand,
    prefix: session.prefix,
    profileData: profileData(session.profile),
    fName: session.profile.firstName,
    lName: session.profile.lastName,
    phone: session.profile.cell || null,
  });
  writeString(STORAGE_KEYS.email, session.email);
  // Every way out of this session leads back to the account's own board's sign-in (decision 034).
  rememberHomeBoard(session.board);
}

/** Keeps the sidebar (avatar, first and last name) in step with the saved profile. */
export function storeProfile(profile: TProfile): void {
  updateAuth({
    profileData: profileData(profile),
    fName: profile.firstName,
    lName: profile.lastName,
    phone: profile.cell || null,
  });
}

/** spec §4: the session dialog watches the `username` cookie, which the server sets to expire with the session. */
export function hasUsernameCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

type StoredCookie = { expires?: number | null } | null | undefined;
type CookieStoreLike = EventTarget & { get(name: string): Promise<StoredCookie> };

/** A wait of at most an hour (a timer's longest wait is about 24 days; a sleeping computer's timers run late). */
const LONGEST_WAIT_MS = 60 * 60_000;

/**
 * Calls `gone` once, as soon as the `username` cookie is missing (spec §2/§4), and returns what stops the watch
 * (decision 055).
 * - Where the browser has the Cookie Store API (Chromium-based browsers, recent Safari and Firefox; HTTPS and
 *   localhost): the cookie is read when the watch starts, again whenever any cookie of the site changes (a sign-out in
 *   another tab, the server clearing it), at the cookie's own expiry, and when the tab is shown again. It is then seen
 *   missing at once, and a signed-in page does no work once a second for it.
 * - Elsewhere: read every second, as the spec says.
 */
export function watchUsernameCookie(gone: () => void): () => void {
  const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  if (!store || typeof store.get !== 'function' || typeof store.addEventListener !== 'function') {
    const timer = setInterval(() => {
      if (hasUsernameCookie()) return;
      clearInterval(timer);
      gone();
    }, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = async () => {
    let cookie: StoredCookie;
    try {
      cookie = await store.get(SESSION_COOKIE);
    } catch {
      cookie = hasUsernameCookie() ? {} : null;
    }
    if (stopped) return;
    clearTimeout(timer);
    if (!cookie) {
      stop();
      gone();
      return;
    }
    // Its expiry (a few milliseconds after it, then again until the browser has let it go), or an hour at most.
    const expires = typeof cookie.expires === 'number' ? cookie.expires : null;
    timer = setTimeout(() => void check(), expires === null ? LONGEST_WAIT_MS : Math.min(Math.max(expires - Date.now() + 50, 50), LONGEST_WAIT_MS));
  };
  const onChange = () => void check();
  const onShown = () => document.visibilityState === 'visible' && void check();
  function stop() {
    stopped = true;
    clearTimeout(timer);
    store!.removeEventListener('change', onChange);
    document.removeEventListener('visibilitychange', onShown);
  }
  store.addEventListener('change', onChange);
  document.addEventListener('visibilitychange', onShown);
  void check();
  return stop;
}

