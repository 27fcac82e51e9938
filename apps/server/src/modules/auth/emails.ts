// The account e-mails. Links are built from PUBLIC_URL only, never from a request's Host header (security.md item 6),
// and name the organisation's board (renderMail adds it), so each opens a page in the e-mail's brand (decision 034).
import { renderMail, type MailBrand } from '../../mail/layout';
import type { MailKind } from '../../mail/kinds';
import type { MailMessage } from '../../plugins/mail';
import { CODE_TTL_MINUTES, LINK_TTL_MINUTES } from './one-time-tokens';

type Org = MailBrand & { code: string };

function message(kind: MailKind, org: Org, publicUrl: string, to: string, content: Parameters<typeof renderMail>[2]): MailMessage {
  return { kind, to, fromName: org.name, replyTo: org.supportEmail, ...renderMail(org, publicUrl, content) };
}

/** The footer's "You receive this e-mail because …" of the e-mails to an account's owner. */
const accountReason = (org: Org) => `you have a candidate account with ${org.name}`;

/** spec §4 magic link: the link opens the sign-in page's confirm step (GET never signs in; its button POSTs). */
export const magicLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/auth/login?magic=${encodeURIComponent(token)}`;

/** The sign-up confirmation opens the same page, which then also asks for the password chosen at sign-up. */
export const signupLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/auth/login?signup=${encodeURIComponent(token)}`;

/**
 * Sent to an address nobody has confirmed yet, so it carries no text typed by the requester (security.md item 21):
 * no name, only the organisation's own words.
 */
export function signupConfirmEmail(org: Org, publicUrl: string, to: string, token: string): MailMessage {
  return message('signup.confirm', org, publicUrl, to, {
    subject: 'Confirm your e-mail address',
    greeting: 'Hello,',
    paragraphs: [
      `Someone asked to create a ${org.name} account with this e-mail address. If it was you, confirm your address and type ` +
        'the password you chose to finish and sign in.',
    ],
    action: { label: 'Confirm and sign in', url: signupLinkUrl(publicUrl, token) },
    footnote: `The link works once and for ${LINK_TTL_MINUTES} minutes. If you did not sign up, ignore this e-mail.`,
    reason: `this address was entered to create an account on the ${org.name} candidate portal`,
  });
}

/** Sign-up for an address that already has an account: tell the owner instead of revealing it to the requester. */
export function accountExistsEmail(org: Org, publicUrl: string, to: string): MailMessage {
  return message('signup.account-exists', org, publicUrl, to, {
    subject: 'You already have an account',
    greeting: 'Hello,',
    paragraphs: [
      `Someone tried to create a ${org.name} account with this e-mail address, which already has one.`,
      'If it was you, sign in instead. If you forgot your password, you can reset it from the sign-in page.',
    ],
    action: { label: 'Sign in', url: `${publicUrl}/auth/login` },
    footnote: 'If it was not you, no action is needed: your account has not changed.',
    reason: accountReason(org),
  });
}

export function magicLinkEmail(org: Org, publicUrl: string, to: string, firstName: string, token: string, askedOn?: { name: string }): MailMessage {
  return message('sign-in.link', org, publicUrl, to, {
    subject: 'Your sign-in link',
    greeting: `Hello ${firstName},`,
    paragraphs: [
      ...(askedOn ? [`You asked for a sign-in link on the ${askedOn.name} page, but the account of this e-mail address is with ${org.name}.`] : []),
      `Use the button below to sign in to ${org.name}. No password is needed.`,
    ],
    action: { label: 'Sign in', url: magicLinkUrl(publicUrl, token) },
    footnote: `The link works once and for ${LINK_TTL_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
    reason: accountReason(org),
  });
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
export function resetCodeEmail(org: Org, publicUrl: string, to: string, firstName: string, code: string, askedOn?: { name: string }): MailMessage {
  return message('password.reset-code', org, publicUrl, to, {
    subject: 'Your password reset code',
    greeting: `Hello ${firstName},`,
    paragraphs: askedOn
      ? [
          `You asked to reset your password on the ${askedOn.name} page, but the account of this e-mail address is with ${org.name}.`,
          `Enter this code on the ${org.name} reset page (the button below opens it) to choose a new password, then sign in on the ${org.name} sign-in page.`,
        ]
      : [`Enter this code on the ${org.name} reset page to choose a new password.`],
    code,
    action: { label: `Open the ${org.name} reset page`, url: resetCodeUrl(publicUrl) },
    footnote: `The code works once and for ${CODE_TTL_MINUTES} minutes; asking for a new code cancels this one. If you did not ask for it, ignore this e-mail.`,
    reason: accountReason(org),
  });
}

export function passwordChangeEmail(org: Org, publicUrl: string, to: string, firstName: string, token: string): MailMessage {
  return message('password.confirm-new', org, publicUrl, to, {
    subject: 'Confirm your new password',
    greeting: `Hello ${firstName},`,
    paragraphs: ['You asked to set a password for your account. Confirm it to start signing in with it.'],
    action: { label: 'Confirm my password', url: `${publicUrl}/api/auth/confirm-password?token=${encodeURIComponent(token)}` },
    footnote: `The link works once and for ${LINK_TTL_MINUTES} minutes. If you did not ask for this, ignore this e-mail.`,
    reason: accountReason(org),
  });
}

export function passwordChangedEmail(org: Org, publicUrl: string, to: string, firstName: string): MailMessage {
  return message('password.changed', org, publicUrl, to, {
    subject: 'Your password was changed',
    greeting: `Hello ${firstName},`,
    paragraphs: ['The password of your account was just changed, and every device was signed out.'],
    action: { label: 'Sign in', url: `${publicUrl}/auth/login` },
    footnote: `If this was not you, reset your password at once from the sign-in page and contact ${org.supportEmail}.`,
    reason: accountReason(org),
  });
}
