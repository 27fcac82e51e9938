import { describe, expect, it } from 'vitest';
import { decideAccess, isAuthPath, isPublicPath } from './access';

const allow = { kind: 'allow' } as const;
const toLogin = { kind: 'redirect', to: '/auth/login' } as const;
const toHome = { kind: 'redirect', to: '/' } as const;

// Every path of spec §2 with its expected decision signed out and signed in (a stored token).
const CASES: [path: string, signedOut: object, signedIn: object][] = [
  // Auth area: public; with a token, sent to /.
  ['/auth/login', allow, toHome],
  ['/auth/login/google', allow, toHome],
  ['/auth/register', allow, toHome],
  ['/auth/register/campaign', allow, toHome],
  ['/auth/reset-password', allow, toHome],
  ['/auth/reset-password/enter-code', allow, toHome],
  ['/auth/reset-password/new-password', allow, toHome],
  ['/auth/anything-else', allow, toHome],
  // Application routes: need a token.
  ['/', toLogin, allow],
  ['/skills/checklist', toLogin, allow],
  ['/skills/checklist/pickTest', toLogin, allow],
  ['/skills/checklist/test', toLogin, allow],
  ['/success', toLogin, allow],
  ['/subscription', toLogin, allow],
  ['/submissions', toLogin, allow],
  ['/jobs/email', toLogin, allow],
  ['/jobs/email/history', toLogin, allow],
  ['/jobs/open', toLogin, allow],
  ['/openjobs/42', toLogin, allow],
  ['/jobs/favorite', toLogin, allow],
  ['/application', toLogin, allow],
  ['/editApplication', toLogin, allow],
  ['/edit/application', toLogin, allow],
  ['/accounts', toLogin, allow],
  ['/references', toLogin, allow],
  ['/references/add', toLogin, allow],
  ['/references/update', toLogin, allow],
  ['/profile', toLogin, allow],
  // Quick-apply routes: public ("quick/").
  ['/quick/application', allow, allow],
  ['/quick/skills/checklist/pickTest', allow, allow],
  ['/quick/skills/checklist/test', allow, allow],
  ['/quick/success', allow, allow],
  // Other routes.
  ['/unsubscribe', allow, allow],
  ['/doc2docjobs', allow, allow],
  ['/tlcjobs', allow, allow],
  ['/radjobs', allow, allow],
  ['/lhsjobs', allow, allow],
  ['/n2njobs', allow, allow],
  ['/mynjobs', allow, allow],
  ['/faqs', allow, allow],
  // Public, and a login path: the spec's rules read in order (public paths are open without login; with a token, a
  // login path goes to /), so a signed-in candidate goes to /, as on any other path with "login" in it.
  ['/faqs/login-from-new-device', allow, toHome],
  ['/subcribe', allow, allow],
  ['/linkedin', allow, allow],
  ['/app/pages/invoice', toLogin, allow],
  // Other public markers of the access rules.
  ['/verify-references/abc', allow, allow],
  ['/public/jobs', allow, allow],
  // Unknown paths: protected like any other; with "login" in them, signed-in users go to /.
  ['/no-such-page', toLogin, allow],
  ['/some/login', toLogin, toHome],
];

describe('decideAccess (spec §2 "Access rules by path")', () => {
  it.each(CASES)('%s signed out', (path, signedOut) => {
    expect(decideAccess(path, false)).toEqual(signedOut);
  });

  it.each(CASES)('%s signed in', (path, _signedOut, signedIn) => {
    expect(decideAccess(path, true)).toEqual(signedIn);
  });

  it('ignores letter case', () => {
    expect(decideAccess('/AUTH/Login', false)).toEqual(allow);
    expect(decideAccess('/AUTH/Login', true)).toEqual(toHome);
    expect(decideAccess('/TLCJOBS', false)).toEqual(allow);
  });

  it('"quick/" needs the slash: /quick alone is not public', () => {
    expect(decideAccess('/quick', false)).toEqual(toLogin);
  });
});

describe('isPublicPath and isAuthPath', () => {
  it('finds the markers anywhere in the path', () => {
    expect(isPublicPath('/jobs/doc2docjobs/list')).toBe(true);
    expect(isPublicPath('/jobs/open')).toBe(false);
  });

  it('treats /auth paths and any path with "login" as auth paths', () => {
    expect(isAuthPath('/auth/register')).toBe(true);
    expect(isAuthPath('/x/login')).toBe(true);
    expect(isAuthPath('/linkedin')).toBe(false);
  });
});
