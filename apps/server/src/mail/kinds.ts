// Every kind of e-mail the portal sends. Each message names its kind (MailMessage.kind in plugins/mail.ts), so a new
// kind is added here first, and the test that sends every kind in every language, checks its language and scores it
// (test/mail-spam.test.ts) then asks for it. Its words go in mail/texts.ts, in every language.
export const MAIL_KINDS = [
  'signup.confirm',
  'signup.account-exists',
  'sign-in.link',
  'password.reset-code',
  'password.confirm-new',
  'password.changed',
  'account.deletion-agency',
  'account.deletion-candidate',
  'quick-apply.finish',
  'quick-apply.existing-account',
  'application.expiry-reminder',
  'application.expired',
  'support.contact',
  'recruiter.chosen',
  'job-alerts.confirm',
  'job-alerts.candidate',
  'job-alerts.public',
  'reference.request',
  'reference.reminder',
  'reference.answered',
  'submission.created',
  'submission.status',
] as const;

export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * The e-mails to the agency (its support address, a chosen recruiter): in English, the agency's language (decision
 * 042). Every other kind goes to a candidate, a public subscriber or a referee, in that reader's language.
 */
export const AGENCY_MAIL_KINDS = ['account.deletion-agency', 'support.contact', 'recruiter.chosen'] as const satisfies readonly MailKind[];
