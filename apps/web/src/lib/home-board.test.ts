// Decision 034: the device remembers its candidate's board, and every way out goes to that board's sign-in.
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from './auth-store';
import { brandKeyForPath, brandPlace } from './brand';
import { homeBoard, rememberHomeBoard, signInPath } from './home-board';

const at = (pathname: string, search = '') => ({ pathname, search });

describe("the device's board", () => {
  beforeEach(() => localStorage.clear());

  it('leads every way out to its sign-in, and survives the end of the session', () => {
    expect(signInPath(at('/'))).toBe('/auth/login');
    setSession({ token: 't', org: 'TLC' });
    rememberHomeBoard('tlcjobs');
    clearSession();
    expect(homeBoard()).toBe('tlcjobs');
    expect(signInPath(at('/'))).toBe('/auth/login/tlcjobs');
  });

  it('gives way to a board the address names, and is forgotten by an agency sign-in', () => {
    rememberHomeBoard('tlcjobs');
    expect(signInPath(at('/editApplication', '?board=radjobs'))).toBe('/auth/login/radjobs');
    rememberHomeBoard(null);
    expect(signInPath(at('/'))).toBe('/auth/login');
  });

  it('ignores a value that is not a board', () => {
    localStorage.setItem('board', '../evil');
    expect(homeBoard()).toBeNull();
    rememberHomeBoard('nosuchboard');
    expect(homeBoard()).toBeNull();
  });
});

describe('the brand of an address', () => {
  it('keeps only the board of the query, so no token goes to the identity call', () => {
    expect(brandPlace('/unsubscribe', '?token=secret&board=tlcjobs')).toBe('/unsubscribe?board=tlcjobs');
    expect(brandPlace('/unsubscribe', '?token=secret')).toBe('/unsubscribe');
    expect(brandKeyForPath('/unsubscribe?board=tlcjobs')).toBe('tlcjobs');
    expect(brandKeyForPath('/auth/login/radjobs')).toBe('radjobs');
    expect(brandKeyForPath('/verify-references')).toBe('default');
  });
});
