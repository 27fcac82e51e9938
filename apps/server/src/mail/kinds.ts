// Every kind of e-mail the portal sends. Each message names its kind (MailMessage.kind in plugins/mail.ts), so a new
// kind is added here first, and the test that renders and scores every kind (test/mail-spam.test.ts) then asks for it.
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
