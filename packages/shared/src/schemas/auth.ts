// Accounts: sign-in, sign-up, reset, change password and profile (spec §3, §5). Messages are the spec's, byte for byte;
// where the spec gives a bound but no message, the message follows the spec's own wording style.
import { z } from 'zod';
import {
  FIRST_NAME_MAX,
  FIRST_NAME_MIN,
  LAST_NAME_MAX,
  LAST_NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PROFILE_DESCRIPTION_MAX,
  REFERRAL_NAME_MAX,
  REFERRAL_NAME_MIN,
} from '../constants';
import { AUTH_MESSAGES } from './auth-messages';
import { PERSON_NAME_PATTERN } from './names';
import { ZBrand } from './org';

export { AUTH_MESSAGES } from './auth-messages';

const M = AUTH_MESSAGES;

/** RFC 5321 caps an address at 254 characters. */
export const EMAIL_MAX = 254;

/** spec §5 "Email (all forms)". */
export const ZEmail = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, { error: M.emailRequired, abort: true })
  .max(EMAIL_MAX, { error: M.emailInvalid, abort: true })
  .pipe(z.email({ error: M.emailInvalid }))
  // The document (OpenAPI) of the input: the checks above read as an address of at most 254 characters.
  .meta({ format: 'email' });

/** spec §5: letters, digits and only the special characters @$!%*#?&, with at least one of each kind. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]+$/;

/** spec §5 "Password (register, change, reset)": 8 to 15 characters. */
export const ZNewPasswordValue = z
  .string({ error: M.passwordMin })
  .min(PASSWORD_MIN, { error: M.passwordMin, abort: true })
  .max(PASSWORD_MAX, { error: M.passwordMax, abort: true })
  .regex(PASSWORD_PATTERN, { error: M.passwordPattern });

/** Sign-in only asks for a password; the policy is not re-checked there (old accounts may predate it). */
export const ZLoginPassword = z.string({ error: M.passwordRequired }).min(1, { error: M.passwordRequired }).max(200);

/**
 * spec §5 "Register names", narrowed to the one name rule of names.ts: letters, spaces, apostrophes and hyphens (no
 * comma or period: a name must not carry a web address into what the agency sends).
 */
const NAME_PATTERN = PERSON_NAME_PATTERN;
const name = (min: number, max: number, minMsg: string, maxMsg: string) =>
  z
    .string({ error: minMsg })
    .trim()
    .min(min, { error: minMsg, abort: true })
    .max(max, { error: maxMsg, abort: true })
    .regex(NAME_PATTERN, { error: M.onlyAlphabets });

export const ZFirstName = name(FIRST_NAME_MIN, FIRST_NAME_MAX, M.firstNameMin, M.firstNameMax);
export const ZLastName = name(LAST_NAME_MIN, LAST_NAME_MAX, M.lastNameMin, M.lastNameMax);
/** Optional: an empty field means "no referral"; otherwise 2 to 25 with the name rule. */
export const ZReferralName = z
  .string()
  .trim()
  .max(REFERRAL_NAME_MAX, { error: M.referralNameMax, abort: true })
  .refine((v) => v === '' || v.length >= REFERRAL_NAME_MIN, { error: M.referralNameMin, abort: true })
  .refine((v) => v === '' || NAME_PATTERN.test(v), { error: M.onlyAlphabets });

/**
 * "Passwords must match" on the second field, as a schema of its own that a form schema is intersected with
 * (`fields.and(passwordsMatch(...))`): both sides always run, so Continue shows every message of every field at once,
 * the match included. (A refinement of the form object would be skipped after the first field error.)
 */
const passwordsMatch = (first: string, second: string): z.ZodType<unknown> =>
  z.object({ [first]: z.unknown(), [second]: z.unknown() }).superRefine((value, ctx) => {
    const [a, b] = [value[first], value[second]];
    if (typeof a === 'string' && typeof b === 'string' && a !== b) {
      ctx.addIssue({ code: 'custom', path: [second], message: M.passwordsMustMatch });
    }
  });

// ---- Forms (web) — each also the core of its server call ----

export const ZSignInForm = z.object({ email: ZEmail, password: ZLoginPassword });
export type TSignInForm = z.infer<typeof ZSignInForm>;

const ZSignUpFields = z.object({
  firstName: ZFirstName,
  lastName: ZLastName,
  email: ZEmail,
  password: ZNewPasswordValue,
  reTypePassword: z.string(),
  referralName: ZReferralName.optional(),
});

export const ZSignUpForm = ZSignUpFields.and(passwordsMatch('password', 'reTypePassword'));
export type TSignUpForm = z.infer<typeof ZSignUpForm>;

export const ZEmailForm = z.object({ email: ZEmail });
export type TEmailForm = z.infer<typeof ZEmailForm>;

/** spec §3 "Code: code" — the six digits e-mailed for a reset. */
export const ZOtp = z
  .string({ error: M.codeRequired })
  .trim()
  .min(1, { error: M.codeRequired, abort: true })
  .regex(/^\d{6}$/, { error: M.codeInvalid });
export const ZCodeForm = z.object({ code: ZOtp });
export type TCodeForm = z.infer<typeof ZCodeForm>;

/** spec §3 "Reset: newpas, retypepas". */
export const ZNewPasswordForm = z
  .object({ newpas: ZNewPasswordValue, retypepas: z.string() })
  .and(passwordsMatch('newpas', 'retypepas'));
export type TNewPasswordForm = z.infer<typeof ZNewPasswordForm>;

/** spec §3 "Change password": oldPassword only when the account has one (spec §2). */
export const changePasswordForm = (hasPassword: boolean) =>
  z
    .object({
      oldPassword: hasPassword
        ? z.string({ error: M.oldPasswordRequired }).min(1, { error: M.oldPasswordRequired }).max(200)
        : z.string().max(200).optional(),
      newPassword: ZNewPasswordValue,
      reTypePassword: z.string(),
    })
    .and(passwordsMatch('newPassword', 'reTypePassword'));
export type TChangePasswordForm = { oldPassword?: string; newPassword: string; reTypePassword: string };

/** spec §5 phone forms: (123) 456-7890, (123)456-7890 or 123-456-7890; empty means none. */
export const PHONE_PATTERN = /^(\(\d{3}\) ?\d{3}-?\d{4}|\d{3}-\d{3}-\d{4})$/;
const ZOptionalPhone = z.union([z.literal(''), z.string().trim().regex(PHONE_PATTERN, { error: M.phoneInvalid })]);

/**
 * spec §5 "Profile": fName max 15, lName max 30, description max 200. The names follow the one name rule (letters,
 * spaces, apostrophes, hyphens): spec §5 says "letters and spaces" for the profile, but a name that sign-up took
 * (O'Neil-Santos) must be one the candidate can save again.
 */
const PROFILE_NAME_PATTERN = NAME_PATTERN;
export const ZProfileForm = z.object({
  fName: z
    .string()
    .trim()
    .min(1, { error: M.firstNameRequired, abort: true })
    .max(FIRST_NAME_MAX, { error: M.firstNameMax, abort: true })
    .regex(PROFILE_NAME_PATTERN, { error: M.onlyAlphabets }),
  lName: z
    .string()
    .trim()
    .min(1, { error: M.lastNameRequired, abort: true })
    .max(LAST_NAME_MAX, { error: M.lastNameMax, abort: true })
    .regex(PROFILE_NAME_PATTERN, { error: M.onlyAlphabets }),
  description: z.string().max(PROFILE_DESCRIPTION_MAX, { error: M.descriptionMax }).default(''),
  cell: ZOptionalPhone.default(''),
  office: ZOptionalPhone.default(''),
});
export type TProfileForm = z.input<typeof ZProfileForm>;

// ---- Calls (spec §7) ----

export const LOGIN_TYPES = ['login', 'magic', 'google', 'facebook', 'linkedin'] as const;
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'linkedin'] as const;
export type TSocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const ZOrgField = z.string().trim().max(40).optional();
const ZTrackField = z.string().trim().max(100).optional();

function socialLogin<P extends TSocialProvider>(provider: P) {
  return z.object({
    type: z.literal(provider),
    /** The authorization code the provider returned to the callback page. */
    token: z.string().min(1).max(2000),
    state: z.string().min(1).max(200),
    url: z.string().max(2000).optional(),
    org: ZOrgField,
  });
}

/** spec §3 "Login": email, password (absent for magic), type; social types carry token (the code) and url. */
export const ZLoginBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('login'), email: ZEmail, password: ZLoginPassword, org: ZOrgField }),
  // Without a token: e-mail a sign-in link. With the link's token: sign in (the POST of the confirm page). A sign-up
  // link also takes the password chosen at sign-up, typed again: only who knows it and holds the mailbox finishes.
  z.object({
    type: z.literal('magic'),
    email: ZEmail.optional(),
    token: z.string().max(200).optional(),
    password: ZLoginPassword.optional(),
    org: ZOrgField,
  }),
  socialLogin('google'),
  socialLogin('facebook'),
  socialLogin('linkedin'),
]);
export type TLoginBody = z.infer<typeof ZLoginBody>;

/** The sign-up form plus where the candidate came from (spec §2: :source and utm_campaign) and the organisation. */
export const ZRegisterBody = ZSignUpFields.extend({ utm_campaign: ZTrackField, source: ZTrackField, org: ZOrgField }).and(
  passwordsMatch('password', 'reTypePassword'),
);

export const ZProfile = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fName: z.string(),
  lName: z.string(),
  /** File name; resolved against AVATAR_PATH (spec §3). */
  avatar: z.string().nullable(),
  isPassword: z.boolean(),
  description: z.string(),
  cell: z.string(),
  office: z.string(),
  org: z.string(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** spec §3: the avatar file name is resolved against this path. */
export const AVATAR_PATH = '/api/auth/avatars/';

/** spec §3 auth state after sign-in: token, email, org, the organisation's brand and prefix, and the profile. */
/** `board`: the partner board of the account's organisation (null for the agency's own), whose sign-in the device
 * goes back to after a sign-out (decision 034). */
export const ZSession = z.object({ token: z.string(), email: z.string(), org: z.string(), brand: ZBrand, prefix: z.string(), profile: ZProfile, board: z.string().nullable() });
export type TSession = z.infer<typeof ZSession>;
