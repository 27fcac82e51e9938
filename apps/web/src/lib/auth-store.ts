// The auth state of spec §3, persisted in local storage. The token itself lives under `jwt` (spec §4, §9: logged in
// means a jwt is stored locally); the rest of the state under `auth`.
//
// Contract for features:
// - `setSession({ token, email, org, ... })` after a successful sign-in (spec §4 Login);
// - `updateAuth({ profileData, dashboardData, ... })` to merge loaded data into the state;
// - `clearSession()` on logout and on a 401 (wipes persisted state and the jwt);
// - `useAuth()` in components, `getAuth()` outside React;
// - a feature that persists state of the signed-in candidate uses a key of SESSION_STORAGE_KEYS, so that logout wipes
//   it whichever parts of the app were loaded.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@portal/shared/constants';
import { type Brand, isBrand } from './identity-cache';
import { noteSessionEnded } from './return-path';
import { readJson, readString, removeKey, writeJson, writeString } from './storage';

/** spec §3 brand (name, prefix, logo, favicon), with the support e-mail and phone of the footer. */
export type AuthBrand = Brand;

export type ProfileData = {
  firstName: string;
  lastName: string;
  /** Avatar file name, resolved against the avatars path of the auth service. */
  avatar?: string | null;
  /** Whether the user has a password (decides whether the change-password form asks for the current one). */
  isPassword?: boolean;
};

export type AuthState = {
  token: string | null;
  email: string | null;
  /** Organisation code: the part of the prefix before the first hyphen (spec §3). */
  org: string | null;
  brand: AuthBrand | null;
  prefix: string | null;
  profileData: ProfileData | null;
  userData: unknown;
  dashboardData: unknown;
  analytics: unknown;
  recruiters: unknown;
  likes: string[];
  phone: string | null;
  fName: string | null;
  lName: string | null;
};

const AUTH_KEY = 'auth';

const EMPTY: AuthState = {
  token: null,
  email: null,
  org: null,
  brand: null,
  prefix: null,
  profileData: null,
  userData: null,
  dashboardData: null,
  analytics: null,
  recruiters: null,
  likes: [],
  phone: null,
  fName: null,
  lName: null,
};

/**
 * Local-storage keys of a signed-in session's state (spec §3 "Persisted parts"). Logout and the 401 rule remove every
 * one of them, so the list is here, not registered by the code that happens to have loaded.
 */
export const SESSION_STORAGE_KEYS = {
  auth: AUTH_KEY,
  jwt: STORAGE_KEYS.jwt,
  email: STORAGE_KEYS.email,
  code: STORAGE_KEYS.code,
  /** The saved open-jobs filter, search and paging (spec §4 "save open-job filter"). */
  openJobFilter: 'openJobFilter',
} as const;

/** The organisation code is the part of the prefix before the first hyphen (spec §3). */
export function orgFromPrefix(prefix: string): string {
  return prefix.split('-')[0] ?? prefix;
}

function load(): AuthState {
  const stored = readJson<Partial<AuthState>>(AUTH_KEY);
  const base = stored && typeof stored === 'object' ? { ...EMPTY, ...stored } : { ...EMPTY };
  // A brand stored by an older release (or edited by hand) is asked again rather than half-shown.
  if (!isBrand(base.brand)) base.brand = null;
  // The jwt key is the source of truth for "logged in" (spec §4).
  return { ...base, token: readString(STORAGE_KEYS.jwt) };
}

let state: AuthState = load();
const listeners = new Set<() => void>();

/** Equal as stored data (plain values, arrays and objects read from JSON). */
function sameData(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

function emit() {
  for (const listener of listeners) listener();
}

function persist() {
  const { token, ...rest } = state;
  if (token) writeString(STORAGE_KEYS.jwt, token);
  else removeKey(STORAGE_KEYS.jwt);
  writeJson(AUTH_KEY, rest);
}

export function getAuth(): AuthState {
  return state;
}

/** After a successful sign-in: stores token, email, org and what else the server returned (spec §4 Login). */
export function setSession(session: Partial<AuthState> & { token: string }): void {
  const org = session.org ?? (session.prefix ? orgFromPrefix(session.prefix) : null);
  state = { ...EMPTY, ...session, org };
  persist();
  emit();
}

/** Merges loaded data (profile, dashboard, likes, ...) into the state. */
export function updateAuth(patch: Partial<Omit<AuthState, 'token'>>): void {
  // The same data again (e.g. the likes a page loaded before it rendered) changes nothing: nothing re-renders.
  const current = state as Record<string, unknown>;
  if (Object.entries(patch).every(([key, value]) => sameData(current[key], value))) return;
  state = { ...state, ...patch };
  persist();
  emit();
}

/** Logout and the 401 rule (spec §4): wipe persisted state and the jwt. UI settings (theme) and the cached brand
 * identity stay: they belong to the device and the public pages, not to the candidate. */
export function clearSession(): void {
  for (const key of Object.values(SESSION_STORAGE_KEYS)) removeKey(key);
  noteSessionEnded();
  state = { ...EMPTY };
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Calls `ended` each time a candidate's session ends on this device (Log Out, a 401, another tab signing out, another
 * candidate signing in over it): what was fetched for that candidate must not be shown to the next one.
 */
export function onSessionEnd(ended: () => void): () => void {
  let token = state.token;
  return subscribe(() => {
    const previous = token;
    token = state.token;
    if (previous && previous !== token) ended();
  });
}

// Another tab signing in or out changes the jwt key: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.jwt || event.key === AUTH_KEY || event.key === null) {
      const wasSignedIn = Boolean(state.token);
      state = load();
      if (wasSignedIn && !state.token) noteSessionEnded();
      emit();
    }
  });
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuth, getAuth);
}

/** Re-reads local storage (tests and the e2e fixtures set `jwt` directly). */
export function reloadAuthFromStorage(): void {
  state = load();
  emit();
}

/** Avatar file names are resolved against the avatars path of the auth service (spec §3); full URLs pass through. */
export const AVATARS_PATH = '/api/auth/avatars/';

export function avatarUrl(avatar: string | null | undefined): string | null {
  if (!avatar) return null;
  if (/^(https?:|data:|blob:|\/)/.test(avatar)) return avatar;
  return `${AVATARS_PATH}${encodeURIComponent(avatar)}`;
}
