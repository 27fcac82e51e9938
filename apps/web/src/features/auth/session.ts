// spec §4 Login: on success store token, email, org, brand, prefix and profile (and the jwt), then go to /.
import { STORAGE_KEYS } from '@portal/shared/constants';
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
  return document.cookie.split(';').some((part) => part.trim().startsWith('username='));
}

