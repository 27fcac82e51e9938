import { beforeEach, describe, expect, it } from 'vitest';
import { forgetReturnPath, justSignedIn, markSignedIn, rememberReturnPath, returnPathAfterSignIn, safeReturnPath } from './return-path';

describe('return path after sign-in', () => {
  beforeEach(() => sessionStorage.clear());

  it.each(['/openjobs/0b7f1d2e-1111-4a4a-9c9c-123456789abc', '/jobs/open?page=2', '/profile'])('accepts the same-origin path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/auth/login', '/auth', '', null, 42])(
    'refuses %s',
    (value) => {
      expect(safeReturnPath(value)).toBeNull();
    },
  );

  it('prefers the redirect of the address, then the remembered path, then / (spec §4)', () => {
    expect(returnPathAfterSignIn('')).toBe('/');
    rememberReturnPath('/openjobs/abc');
    expect(returnPathAfterSignIn('')).toBe('/openjobs/abc');
    expect(returnPathAfterSignIn('?redirect=%2Fjobs%2Ffavorite')).toBe('/jobs/favorite');
    forgetReturnPath();
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
});
