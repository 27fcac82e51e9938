// The account e-mails. Links are built from PUBLIC_URL only, never from a request's Host header (security.md item 6),
// and name the organisation's board (renderMail adds it), so each opens a page in the e-mail's brand (decision 034).
// Their words are mail/texts.ts's, in the reader's language: the account's, or for a sign-up the request's (decision 042).
import type { Language } from '../../lib/language';
import { renderMail, type MailBrand, type MailExtras } from '../../mail/layout';
import type { MailKind } from '../../mail/kinds';
import { type MailTextKind, type MailValues, mailWords } from '../../mail/texts';
import type { MailMessage } from '../../plugins/mail';
import { CODE_TTL_MINUTES, LINK_TTL_MINUTES } from './one-time-tokens';

type Org = MailBrand & { code: string };

/** One account e-mail of `kind` in `language`, from the organisation's brand. */
function message<K extends MailTextKind & MailKind>(kind: K, org: Org, publicUrl: string, to: string, language: Language, values: MailValues<K>, extras: MailExtras): MailMessage {
  return { kind, to, fromName: org.name, replyTo: org.supportEmail, ...renderMail(org, publicUrl, language, mailWords(kind, language, values), extras) };
}

/** spec §4 magic link: the link opens the sign-in page's confirm step (GET never signs in; its button POSTs). */
export const magicLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/auth/login?magic=${encodeURIComponent(token)}`;

/** The sign-up confirmation opens the same page, which then also asks for the password chosen at sign-up. */
export const signupLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/auth/login?signup=${encodeURIComponent(token)}`;

/** Who an account e-mail goes to: the address, the account's first name and the account's language. */
export type Reader = { email: string; firstName: string | null; language: Language };

/**
 * Sent to an address nobody has confirmed yet, so it carries no text typed by the requester (security.md item 21):
 * no name, only the organisation's own words. In the language of the sign-up request.
 */
export function signupConfirmEmail(org: Org, publicUrl: string, to: string, language: Language, token: string): MailMessage {
  return message('signup.confirm', org, publicUrl, to, language, { org: org.name, minutes: LINK_TTL_MINUTES }, { url: signupLinkUrl(publicUrl, token) });
}

/** Sign-up for an address that already has an account: tell the owner (in the account's language) instead of revealing it to the requester. */
export function accountExistsEmail(org: Org, publicUrl: string, reader: Reader): MailMessage {
  return message('signup.account-exists', org, publicUrl, reader.email, reader.language, { org: org.name }, { url: `${publicUrl}/auth/login` });
}

export function magicLinkEmail(org: Org, publicUrl: string, reader: Reader, token: string, askedOn?: { name: string }): MailMessage {
  return message(
    'sign-in.link',
    org,
    publicUrl,
    reader.email,
    reader.language,
    { org: org.name, firstName: reader.firstName, minutes: LINK_TTL_MINUTES, askedOn: askedOn?.name ?? null },
    { url: magicLinkUrl(publicUrl, token) },
  );
}

/** The reset page's code step; the address rides in the fragment (never sent to the server), for another device. */
// The link carries no address: a link with the reader's own address in it is what phishing looks like (spam filters
// score it). On the device that asked, the page knows the address; elsewhere it asks for it again.
export const resetCodeUrl = (publicUrl: string) => `${publicUrl}/auth/reset-password/enter-code`;

/**
 * The reset code. `askedOn`: the organisation whose page the reset was asked on, when it is not the account's own (a
 * partner board's candidate on the agency's page): the e-mail then says which page the code works on, and its button
 * opens that page.
 */
export function resetCodeEmail(org: Org, publicUrl: string, reader: Reader, code: string, askedOn?: { name: string }): MailMessage {
  return message(
    'password.reset-code',
    org,
    publicUrl,
    reader.email,
    reader.language,
    { org: org.name, firstName: reader.firstName, minutes: CODE_TTL_MINUTES, askedOn: askedOn?.name ?? null },
    { url: resetCodeUrl(publicUrl), code },
  );
}

export function passwordChangeEmail(org: Org, publicUrl: string, reader: Reader, token: string): MailMessage {
  return message(
    'password.confirm-new',
    org,
    publicUrl,
    reader.email,
    reader.language,
    { org: org.name, firstName: reader.firstName, minutes: LINK_TTL_MINUTES },
    { url: `${publicUrl}/api/auth/confirm-password?token=${encodeURIComponent(token)}` },
  );
}

export function passwordChangedEmail(org: Org, publicUrl: string, reader: Reader): MailMessage {
  return message(
    'password.changed',
    org,
    publicUrl,
    reader.email,
    reader.language,
    { org: org.name, firstName: reader.firstName, support: org.supportEmail },
    { url: `${publicUrl}/auth/login` },
  );
}
