import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetReturnPath,
  justSignedIn,
  markSignedIn,
  noteSessionEnded,
  rememberReturnPath,
  returnPathAfterSignIn,
  returnPathForGuard,
  safeReturnPath,
} from './return-path';
import { clearSession, setSession } from './auth-store';

describe('return path after sign-in', () => {
  beforeEach(() => sessionStorage.clear());

  it.each(['/openjobs/0b7f1d2e-1111-4a4a-9c9c-123456789abc', '/jobs/open?page=2', '/profile', '/'])('accepts the same-origin path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/auth/login', '/auth', '', null, 42])(
    'refuses %s',
    (value) => {
      expect(safeReturnPath(value)).toBeNull();
    },
  );

  // Browsers drop tab, CR and LF from an address, so "/\t/evil.example" opens "//evil.example".
  it.each(['/\t/evil.example', '/\r/evil.example', '/\n/evil.example', '/\u0000x', '/a\\b', '/%09/evil.example', '/%0d%0a/x', '/%5Cevil.example', '/x\u007f'])(
    'refuses a path with a control character or a backslash: %j',
    (value) => {
      expect(safeReturnPath(value)).toBeNull();
    },
  );

  it('falls back to / for a redirect with a tab (/%09/evil.example)', () => {
    expect(returnPathAfterSignIn('?redirect=%2F%09%2Fevil.example')).toBe('/');
  });

  it('prefers the redirect of the address, then the remembered path, then / (spec §4)', () => {
    expect(returnPathAfterSignIn('')).toBe('/');
    rememberReturnPath('/openjobs/abc');
    expect(returnPathAfterSignIn('')).toBe('/openjobs/abc');
    expect(returnPathAfterSignIn('?redirect=%2Fjobs%2Ffavorite')).toBe('/jobs/favorite');
    forgetReturnPath();
    expect(returnPathAfterSignIn('')).toBe('/');
  });

  it('a sign-in page opened without a return path forgets an older one', () => {
    rememberReturnPath('/profile');
    rememberReturnPath(null);
    expect(returnPathAfterSignIn('')).toBe('/');
  });

  it('ignores a remembered or given path that is not safe', () => {
    sessionStorage.setItem('returnTo', '//evil.example');
    expect(returnPathAfterSignIn('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
  });

  it('knows a sign-in just completed until the candidate is past the auth pages', () => {
    expect(justSignedIn()).toBe(false);
    markSignedIn();
    expect(justSignedIn()).toBe(true);
    forgetReturnPath();
    expect(justSignedIn()).toBe(false);
  });

  it('logout forgets the return path and gives the page it happened on no return path', () => {
    setSession({ token: 'tok' });
    rememberReturnPath('/openjobs/abc');
    window.history.replaceState(null, '', '/submissions');
    clearSession();
    expect(returnPathAfterSignIn('')).toBe('/');
    expect(returnPathForGuard('/submissions')).toBeUndefined();
    // A protected page opened signed out afterwards still starts a sign-in that returns there.
    expect(returnPathForGuard('/jobs/favorite')).toBe('/jobs/favorite');
    markSignedIn();
    expect(returnPathForGuard('/submissions')).toBe('/submissions');
  });

  it('a session ended elsewhere (another tab) is noted the same way', () => {
    noteSessionEnded('/jobs/open?x=1');
    expect(returnPathForGuard('/jobs/open?x=1')).toBeUndefined();
  });
});
