// The contact form of spec §3/§5: fullName 1 to 25 letters, a valid e-mail, description 1 to 500, phone required and
// valid. Messages are the spec's where it has them (e-mail, phone), in its own wording style elsewhere.
import { z } from 'zod';
import { CONTACT_DESCRIPTION_MAX, CONTACT_FULL_NAME_MAX } from '../constants';
import { AUTH_MESSAGES, ZEmail } from './auth';
import { PERSON_NAME_PATTERN } from './names';

export const CONTACT_MESSAGES = {
  fullNameRequired: 'Please enter your full name.',
  fullNameMax: `Full name should be no longer than ${CONTACT_FULL_NAME_MAX} characters`,
  onlyAlphabets: AUTH_MESSAGES.onlyAlphabets,
  descriptionRequired: 'Please tell us how we can help.',
  descriptionMax: `Description should be no longer than ${CONTACT_DESCRIPTION_MAX} characters`,
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: AUTH_MESSAGES.phoneInvalid,
  sent: 'Email sent',
} as const;

const M = CONTACT_MESSAGES;
/** "Letters": the one name rule (names.ts): letters of any alphabet, spaces, apostrophes and hyphens. */
export const FULL_NAME_PATTERN = PERSON_NAME_PATTERN;

/**
 * A US phone number as people write it: "(615) 555-0100", "615-555-0100", "615.555.0100", "615 555 0100",
 * "6155550100", with or without "+1" or "1" in front. Ten digits after the country code; nothing but spaces, dots,
 * hyphens and one pair of brackets around the area code between them.
 */
export const CONTACT_PHONE_PATTERN = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;

/** The number in one form, "(615) 555-0100", for the agency's e-mail; null when it is not a US number by the pattern. */
export function formatContactPhone(value: string): string | null {
  const v = value.trim();
  if (!CONTACT_PHONE_PATTERN.test(v)) return null;
  const digits = v.replace(/\D/g, '').slice(-10);
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export const ZContactBody = z.object({
  fullName: z
    .string({ error: M.fullNameRequired })
    .trim()
    .min(1, { error: M.fullNameRequired, abort: true })
    .max(CONTACT_FULL_NAME_MAX, { error: M.fullNameMax, abort: true })
    .regex(FULL_NAME_PATTERN, { error: M.onlyAlphabets }),
  email: ZEmail,
  description: z
    .string({ error: M.descriptionRequired })
    .trim()
    .min(1, { error: M.descriptionRequired, abort: true })
    .max(CONTACT_DESCRIPTION_MAX, { error: M.descriptionMax }),
  phone: z
    .string({ error: M.phoneRequired })
    .trim()
    .min(1, { error: M.phoneRequired, abort: true })
    .regex(CONTACT_PHONE_PATTERN, { error: M.phoneInvalid })
    .transform((v) => formatContactPhone(v) ?? v),
  org: z.string().max(40).optional(),
});
export type TContactBody = z.input<typeof ZContactBody>;
