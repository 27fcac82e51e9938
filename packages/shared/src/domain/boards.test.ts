import { describe, expect, it } from 'vitest';
import { boardOfPlace, placeOnBoard, signInPathOf } from './boards';

describe('the board of a place', () => {
  it('is a path segment that is a known board', () => {
    expect(boardOfPlace('/auth/login/tlcjobs')).toBe('tlcjobs');
    expect(boardOfPlace('/TLCJOBS')).toBe('tlcjobs');
    expect(boardOfPlace('/auth/login/google')).toBeUndefined();
  });
  it('else the board query parameter, when it names a known board', () => {
    expect(boardOfPlace('/verify-references?board=tlcjobs#token=abc')).toBe('tlcjobs');
    expect(boardOfPlace('https://portal.example/unsubscribe?token=x&board=radjobs')).toBe('radjobs');
    expect(boardOfPlace('/unsubscribe?board=evil')).toBeUndefined();
    expect(boardOfPlace('/unsubscribe?utm=tlcjobs')).toBeUndefined();
    expect(boardOfPlace('/verify-references#board=tlcjobs')).toBeUndefined();
  });
});

describe('a place on a board', () => {
  it('puts the board in the path of the sign-in and sign-up pages', () => {
    expect(placeOnBoard('/auth/login', 'tlcjobs')).toBe('/auth/login/tlcjobs');
    expect(placeOnBoard('https://x.test/auth/login?magic=abc', 'tlcjobs')).toBe('https://x.test/auth/login/tlcjobs?magic=abc');
    expect(placeOnBoard('/auth/register?utm_campaign=a', 'radjobs')).toBe('/auth/register/radjobs?utm_campaign=a');
    expect(signInPathOf('tlcjobs')).toBe('/auth/login/tlcjobs');
    expect(signInPathOf(null)).toBe('/auth/login');
  });
  it('adds the query parameter elsewhere, before the fragment, and keeps a place that names a board', () => {
    expect(placeOnBoard('https://x.test/verify-references#token=abc', 'tlcjobs')).toBe('https://x.test/verify-references?board=tlcjobs#token=abc');
    expect(placeOnBoard('https://x.test/unsubscribe?token=t', 'tlcjobs')).toBe('https://x.test/unsubscribe?token=t&board=tlcjobs');
    expect(placeOnBoard('https://x.test', 'tlcjobs')).toBe('https://x.test/?board=tlcjobs');
    expect(placeOnBoard('/auth/login/tlcjobs?redirect=%2F', 'radjobs')).toBe('/auth/login/tlcjobs?redirect=%2F');
    expect(placeOnBoard('/unsubscribe', null)).toBe('/unsubscribe');
  });
});
