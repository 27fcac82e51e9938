import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AUTH_MESSAGES as M,
  changePasswordForm,
  ZCodeForm,
  ZEmail,
  ZLoginBody,
  ZNewPasswordForm,
  ZNewPasswordValue,
  ZProfileForm,
  ZRegisterBody,
  ZSignInForm,
  ZSignUpForm,
} from './auth';

/** The first message for a field, as a form shows it (or undefined when valid). */
function firstMessage(schema: z.ZodType, value: unknown, path?: string): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issue = path ? result.error.issues.find((i) => i.path.join('.') === path) : result.error.issues[0];
  return issue?.message;
}

const signUp = {
  firstName: 'Jo',
  lastName: 'Li',
  email: 'jo@example.com',
  password: 'Abcdef1!',
  reTypePassword: 'Abcdef1!',
};

describe('email (spec §5, all forms)', () => {
  it.each(['a@b.co', 'first.last+tag@example.com', '  padded@example.com  '])('accepts %s', (email) => {
    expect(firstMessage(ZEmail, email)).toBeUndefined();
  });
  it('requires a value', () => {
    expect(firstMessage(ZEmail, '')).toBe('Please enter an email.');
    expect(firstMessage(ZEmail, '   ')).toBe('Please enter an email.');
    expect(firstMessage(ZEmail, undefined)).toBe('Please enter an email.');
  });
  it.each(['plain', 'a@', '@b.com', 'a b@c.com', 'a@b'])('rejects the format of %s', (email) => {
    expect(firstMessage(ZEmail, email)).toBe('Please enter a valid email.');
  });
  it('rejects an address longer than 254 characters', () => {
    expect(firstMessage(ZEmail, `${'a'.repeat(64)}@${'b'.repeat(186)}.com`)).toBe('Please enter a valid email.');
  });
  it('keeps the field messages of spec §5 byte for byte', () => {
    expect(M.emailFieldInvalid).toBe('Please enter valid email.');
    expect(M.emailNotDeliverable).toBe('Not deliverable email.');
  });
});

describe('password policy (spec §5: register, change, reset)', () => {
  it.each(['Abcdef1!', 'abcdefg1@', 'A1$aaaaaaaaaaaa', '12345a#7'])('accepts %s', (pw) => {
    expect(firstMessage(ZNewPasswordValue, pw)).toBeUndefined();
  });
  it('rejects 7 characters and accepts 8 (lower bound)', () => {
    expect(firstMessage(ZNewPasswordValue, 'Abcde1!')).toBe('Password must be at least 8 characters');
    expect(firstMessage(ZNewPasswordValue, 'Abcdef1!')).toBeUndefined();
  });
  it('accepts 15 characters and rejects 16 (upper bound)', () => {
    expect(firstMessage(ZNewPasswordValue, 'Abcdefghijk12!@')).toBeUndefined();
    expect(firstMessage(ZNewPasswordValue, 'Abcdefghijk12!@x')).toBe('Password should be no longer than 15 characters');
  });
  it.each([
    ['no digit', 'Abcdefgh!'],
    ['no letter', '12345678!'],
    ['no special character', 'Abcdefgh1'],
    ['a special character outside @$!%*#?&', 'Abcdef1^'],
    ['a space', 'Abc def1!'],
  ])('rejects a password with %s', (_label, pw) => {
    expect(firstMessage(ZNewPasswordValue, pw)).toBe(
      'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character',
    );
  });
  it.each(['@', '$', '!', '%', '*', '#', '?', '&'])('accepts the special character %s', (ch) => {
    expect(firstMessage(ZNewPasswordValue, `Abcdef1${ch}`)).toBeUndefined();
  });
});

describe('sign in (spec §5)', () => {
  it('requires the password with the spec message', () => {
    expect(firstMessage(ZSignInForm, { email: 'a@b.co', password: '' }, 'password')).toBe('Please enter your password.');
    expect(firstMessage(ZSignInForm, { email: 'a@b.co', password: 'x' })).toBeUndefined();
  });
  it('requires the e-mail', () => {
    expect(firstMessage(ZSignInForm, { email: '', password: 'x' }, 'email')).toBe('Please enter an email.');
  });
  it('login call: type login needs a password, magic does not', () => {
    expect(ZLoginBody.safeParse({ type: 'login', email: 'a@b.co' }).success).toBe(false);
    expect(ZLoginBody.safeParse({ type: 'magic', email: 'a@b.co' }).success).toBe(true);
    expect(ZLoginBody.safeParse({ type: 'magic', token: 'abc' }).success).toBe(true);
    expect(ZLoginBody.safeParse({ type: 'google', token: 'code', state: 's' }).success).toBe(true);
    expect(ZLoginBody.safeParse({ type: 'twitter', token: 'code', state: 's' }).success).toBe(false);
  });
});

describe('sign up (spec §5 register)', () => {
  it('accepts a valid form', () => {
    expect(firstMessage(ZSignUpForm, signUp)).toBeUndefined();
    expect(firstMessage(ZRegisterBody, { ...signUp, utm_campaign: 'spring', source: 'indeed' })).toBeUndefined();
  });
  it('first name: 2 to 15 characters', () => {
    expect(firstMessage(ZSignUpForm, { ...signUp, firstName: 'J' }, 'firstName')).toBe('First name must be at least 2 characters');
    expect(firstMessage(ZSignUpForm, { ...signUp, firstName: 'Jo' }, 'firstName')).toBeUndefined();
    expect(firstMessage(ZSignUpForm, { ...signUp, firstName: 'A'.repeat(15) }, 'firstName')).toBeUndefined();
    expect(firstMessage(ZSignUpForm, { ...signUp, firstName: 'A'.repeat(16) }, 'firstName')).toBe(
      'First name should be no longer than 15 characters',
    );
  });
  it('last name: 2 to 30 characters', () => {
    expect(firstMessage(ZSignUpForm, { ...signUp, lastName: 'L' }, 'lastName')).toBe('Last name must be at least 2 characters');
    expect(firstMessage(ZSignUpForm, { ...signUp, lastName: 'L'.repeat(30) }, 'lastName')).toBeUndefined();
    expect(firstMessage(ZSignUpForm, { ...signUp, lastName: 'L'.repeat(31) }, 'lastName')).toBe(
      'Last name should be no longer than 30 characters',
    );
  });
  it.each(["O'Neil", 'Mary-Jane', 'St John', 'José', 'Anne Marie', '李明'])('names accept %s', (value) => {
    expect(firstMessage(ZSignUpForm, { ...signUp, lastName: value }, 'lastName')).toBeUndefined();
  });
  // The one name rule (names.ts): no dots or commas, so no web address in a name.
  it.each(['R2D2', 'Jo_hn', 'Ann!', 'x<y', 'St. John', 'Smith, Jr', 'paypal.com'])('names reject %s with the spec message', (value) => {
    expect(firstMessage(ZSignUpForm, { ...signUp, firstName: value }, 'firstName')).toBe('Please enter only alphabets.');
  });
  it('referral name: optional, else 2 to 25', () => {
    expect(firstMessage(ZSignUpForm, { ...signUp, referralName: '' })).toBeUndefined();
    expect(firstMessage(ZSignUpForm, { ...signUp, referralName: 'R' }, 'referralName')).toBe('Referral name must be at least 2 characters');
    expect(firstMessage(ZSignUpForm, { ...signUp, referralName: 'R'.repeat(25) })).toBeUndefined();
    expect(firstMessage(ZSignUpForm, { ...signUp, referralName: 'R'.repeat(26) }, 'referralName')).toBe(
      'Referral name should be no longer than 25 characters',
    );
  });
  it('confirmation must match', () => {
    expect(firstMessage(ZSignUpForm, { ...signUp, reTypePassword: 'Abcdef1?' }, 'reTypePassword')).toBe('Passwords must match');
    expect(firstMessage(ZRegisterBody, { ...signUp, reTypePassword: '' }, 'reTypePassword')).toBe('Passwords must match');
  });
  it('"Passwords must match" shows while other fields are invalid too (every message at once)', () => {
    const result = ZSignUpForm.safeParse({ firstName: '', lastName: 'L', email: 'x', password: 'short', reTypePassword: 'other' });
    const paths = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'firstName: First name must be at least 2 characters',
        'lastName: Last name must be at least 2 characters',
        'email: Please enter a valid email.',
        'password: Password must be at least 8 characters',
        'reTypePassword: Passwords must match',
      ]),
    );
    expect(firstMessage(ZNewPasswordForm, { newpas: 'short', retypepas: '' }, 'retypepas')).toBe('Passwords must match');
    expect(firstMessage(changePasswordForm(true), { oldPassword: '', newPassword: 'x', reTypePassword: 'y' }, 'reTypePassword')).toBe(
      'Passwords must match',
    );
  });
  it('password policy applies', () => {
    expect(firstMessage(ZSignUpForm, { ...signUp, password: 'short1!', reTypePassword: 'short1!' }, 'password')).toBe(
      'Password must be at least 8 characters',
    );
  });
});

describe('reset (spec §3 Code, Reset)', () => {
  it('code: six digits', () => {
    expect(firstMessage(ZCodeForm, { code: '' })).toBe('Please enter the code.');
    expect(firstMessage(ZCodeForm, { code: '12345' })).toBe('The code is 6 digits.');
    expect(firstMessage(ZCodeForm, { code: '123456' })).toBeUndefined();
    expect(firstMessage(ZCodeForm, { code: '1234567' })).toBe('The code is 6 digits.');
  });
  it('new password and confirmation', () => {
    expect(firstMessage(ZNewPasswordForm, { newpas: 'Abcdef1!', retypepas: 'Abcdef1!' })).toBeUndefined();
    expect(firstMessage(ZNewPasswordForm, { newpas: 'Abcdef1!', retypepas: 'Abcdef1' }, 'retypepas')).toBe('Passwords must match');
    expect(firstMessage(ZNewPasswordForm, { newpas: 'Abcdefghijk12!@x', retypepas: 'Abcdefghijk12!@x' }, 'newpas')).toBe(
      'Password should be no longer than 15 characters',
    );
  });
});

describe('change password (spec §3, §5)', () => {
  it('requires the current password only when the account has one', () => {
    const values = { newPassword: 'Abcdef1!', reTypePassword: 'Abcdef1!' };
    expect(firstMessage(changePasswordForm(true), { ...values, oldPassword: '' }, 'oldPassword')).toBe('Please enter your current password.');
    expect(firstMessage(changePasswordForm(true), { ...values, oldPassword: 'old' })).toBeUndefined();
    expect(firstMessage(changePasswordForm(false), values)).toBeUndefined();
  });
  it('confirmation must match', () => {
    expect(
      firstMessage(changePasswordForm(false), { newPassword: 'Abcdef1!', reTypePassword: 'Abcdef1?' }, 'reTypePassword'),
    ).toBe('Passwords must match');
  });
});

describe('profile (spec §5)', () => {
  const profile = { fName: 'Casey', lName: 'Jordan', description: '', cell: '', office: '' };
  it('accepts a valid profile and the phone forms of spec §5', () => {
    expect(firstMessage(ZProfileForm, profile)).toBeUndefined();
    for (const phone of ['(123) 456-7890', '(123)456-7890', '(123)4567890', '123-456-7890']) {
      expect(firstMessage(ZProfileForm, { ...profile, cell: phone })).toBeUndefined();
    }
    expect(firstMessage(ZProfileForm, { ...profile, office: '12345' }, 'office')).toBe('Phone number is not valid.');
  });
  it('fName at most 15, lName at most 30', () => {
    expect(firstMessage(ZProfileForm, { ...profile, fName: 'A'.repeat(15) })).toBeUndefined();
    expect(firstMessage(ZProfileForm, { ...profile, fName: 'A'.repeat(16) }, 'fName')).toBe('First name should be no longer than 15 characters');
    expect(firstMessage(ZProfileForm, { ...profile, lName: 'A'.repeat(30) })).toBeUndefined();
    expect(firstMessage(ZProfileForm, { ...profile, lName: 'A'.repeat(31) }, 'lName')).toBe('Last name should be no longer than 30 characters');
  });
  it('names follow the sign-up rule: a name sign-up accepts can be saved again', () => {
    expect(firstMessage(ZProfileForm, { ...profile, fName: 'Mary Ann' })).toBeUndefined();
    for (const [fName, lName] of [["O'Neil", 'Santos'], ['Anne-Marie', "O'Neil-Santos"], ['J R', 'Smith Jr']]) {
      expect(firstMessage(ZSignUpForm, { ...signUp, firstName: fName, lastName: lName })).toBeUndefined();
      expect(firstMessage(ZProfileForm, { ...profile, fName, lName })).toBeUndefined();
    }
    expect(firstMessage(ZProfileForm, { ...profile, lName: 'Smith2' }, 'lName')).toBe('Please enter only alphabets.');
    expect(firstMessage(ZProfileForm, { ...profile, fName: 'Jo<b>' }, 'fName')).toBe('Please enter only alphabets.');
  });
  it('description at most 200', () => {
    expect(firstMessage(ZProfileForm, { ...profile, description: 'd'.repeat(200) })).toBeUndefined();
    expect(firstMessage(ZProfileForm, { ...profile, description: 'd'.repeat(201) }, 'description')).toBe(
      'Description should be no longer than 200 characters',
    );
  });
  it('requires the names', () => {
    expect(firstMessage(ZProfileForm, { ...profile, fName: '' }, 'fName')).toBe('Please enter your first name.');
    expect(firstMessage(ZProfileForm, { ...profile, lName: ' ' }, 'lName')).toBe('Please enter your last name.');
  });
});
