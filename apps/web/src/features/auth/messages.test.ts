import { AUTH_MESSAGES } from '@portal/shared/schemas/auth';
import { UPLOAD_MESSAGES } from '@portal/shared/schemas/uploads';
import { describe, expect, it } from 'vitest';
import de from '../../locales/de/auth.json';
import en from '../../locales/en/auth.json';
import { ApiError } from '../../lib/api-client';
import { profileFlowErrorMessage } from './messages';

describe('auth messages', () => {
  it('English shows every spec §5 message byte for byte', () => {
    for (const [key, message] of Object.entries(AUTH_MESSAGES)) {
      expect((en.validation as Record<string, string>)[key], key).toBe(message);
    }
  });

  it('the avatar size message is spec §8 byte for byte, from the shared upload messages', () => {
    expect(en.avatarTooBig).toBe(UPLOAD_MESSAGES.tooBig);
  });

  it('German has every key English has', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });

  it('a profile failure outside the load shows the server message, else "Bad Request" (spec §8)', () => {
    expect(en.profileFlowFailed).toBe('Bad Request');
    expect(profileFlowErrorMessage(new ApiError('Phone number is not valid.', 400), 'Bad Request')).toBe('Phone number is not valid.');
    expect(profileFlowErrorMessage(new ApiError(undefined, 500), 'Bad Request')).toBe('Bad Request');
    expect(profileFlowErrorMessage(new TypeError('x'), 'Bad Request')).toBe('Bad Request');
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
