import { AUTH_MESSAGES } from '@portal/shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import de from '../../locales/de/auth.json';
import en from '../../locales/en/auth.json';

describe('auth messages', () => {
  it('English shows every spec §5 message byte for byte', () => {
    for (const [key, message] of Object.entries(AUTH_MESSAGES)) {
      expect((en.validation as Record<string, string>)[key], key).toBe(message);
    }
  });

  it('German has every key English has', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });

  it('keeps the screen labels of spec §2', () => {
    expect(en).toMatchObject({
      continue: 'Continue',
      passwordless: 'Passwordless Login',
      forgotPassword: 'Forgot Password',
      createAccount: 'Create new account',
      haveAccount: 'Already have account',
      sendResetLink: 'Send Reset Link',
      goBack: 'Go Back',
      sessionTitle: 'Oh No!',
      logoutNow: 'Logout Now',
    });
  });
});
