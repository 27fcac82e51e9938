// The job alert e-mail (domain.md §5): the criteria, 3–10 jobs (title, specialty, city/state, shift, duration, start
// date, estimated weekly pay, a link to each), manage and unsubscribe links, and the organisation's postal address
// (CAN-SPAM, in the footer of every e-mail). It speaks as the organisation in the frame every e-mail shares
// (mail/layout.ts renderFrame), and carries the one-click unsubscribe headers (RFC 2369 List-Unsubscribe, RFC 8058
// List-Unsubscribe-Post). Its words are mail/texts.ts's ALERT_TEXTS, in the reader's language.
import { estimatedWeeklyGross } from '@portal/shared/schemas/jobs-values';
import type { AlertJobSnapshot } from '../../db/schema/index';
import type { Language } from '../../lib/language';
import { escapeHtml } from '../../mail/escape';
import { brandLink, type MailBrand, renderFrame } from '../../mail/layout';
import { ALERT_TEXTS, CRITERIA_TEXTS, wordsOf } from '../../mail/texts';
import type { MailMessage } from '../../plugins/mail';

export type AlertBrand = MailBrand & { postalAddress: string | null };

/** The subject (also kept as the alert's in the candidate's job e-mail history). */
export function alertSubject(count: number, language: Language = 'en'): string {
  return wordsOf(ALERT_TEXTS, language, { org: '', firstName: null, count, criteria: '' }).subject;
}

/** What the alert matched, in words ("ICU, Med-Surg in TX, CA; nights; from $2,000 a week"). */
export function describeCriteria(
  c: { states: string[]; compactState: boolean; specialties: string[]; shift: string; minWeeklyPay: number | null },
  language: Language = 'en',
): string {
  return wordsOf(CRITERIA_TEXTS, language, c);
}

export function renderAlert(
  brand: AlertBrand,
  publicUrl: string,
  input: {
    kind: 'job-alerts.candidate' | 'job-alerts.public';
    to: string;
    /** The reader's: the candidate's, or the public subscriber's (decision 042). */
    language: Language;
    firstName: string | null;
    jobs: AlertJobSnapshot[];
    criteria: string;
    unsubscribeToken: string;
    manageUrl: string;
  },
): MailMessage {
  const words = wordsOf(ALERT_TEXTS, input.language, { org: brand.name, firstName: input.firstName, count: input.jobs.length, criteria: input.criteria });
  // Every page link names the organisation's board, so each opens in its brand (decision 034).
  const link = (url: string) => brandLink(brand, publicUrl, url);
  const unsubscribePage = link(`${publicUrl}/unsubscribe?token=${encodeURIComponent(input.unsubscribeToken)}`);
  const manageUrl = link(input.manageUrl);
  const oneClick = `${publicUrl}/api/unsubscribe/one-click?token=${encodeURIComponent(input.unsubscribeToken)}`;
  const jobUrl = (job: AlertJobSnapshot) => link(`${publicUrl}/openjobs/${job.id}`);
  // The pay as the job's page shows it: the weekly pay, the stipends, and the estimated weekly gross of both.
  const facts = (job: AlertJobSnapshot) => [
    `${job.Submodality} · ${job.City}, ${job.State}`,
    words.schedule(job.Shift, job.Duration_Amount, job.Estimated_Start_Date),
    words.pay(job.weeklyPay, job.weeklyStipends ?? null, estimatedWeeklyGross(job)),
  ];
  const text = [
    words.greeting,
    '',
    words.intro,
    '',
    ...input.jobs.flatMap((job) => [job.Position_Name, ...facts(job).map((f) => `  ${f}`), `  ${words.view}: ${jobUrl(job)}`, '']),
    `${words.manage}: ${manageUrl}`,
    `${words.unsubscribe}: ${unsubscribePage}`,
  ].join('\n');
  const cards = input.jobs
    .map(
      (job) => `<tr><td style="padding:12px 0;border-bottom:1px solid #e4e7eb">
<a href="${escapeHtml(jobUrl(job))}" style="font-size:16px;font-weight:700;color:#1565c0;text-decoration:none">${escapeHtml(job.Position_Name)}</a>
${facts(job)
  .map((f) => `<div style="font-size:13px;color:#3e4c59">${escapeHtml(f)}</div>`)
  .join('\n')}
<div style="padding-top:6px"><a href="${escapeHtml(jobUrl(job))}" style="font-size:13px;color:#1565c0">${escapeHtml(words.viewAndApply)}</a></div>
</td></tr>`,
    )
    .join('\n');
  const html = `<p style="margin:0 0 16px">${escapeHtml(words.greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(words.intro)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${cards}</table>
<p style="margin:0 0 16px;font-size:13px;padding-top:16px"><a href="${escapeHtml(manageUrl)}" style="color:#1565c0">${escapeHtml(words.manage)}</a> · <a href="${escapeHtml(unsubscribePage)}" style="color:#1565c0">${escapeHtml(words.unsubscribe)}</a></p>`;
  const framed = renderFrame(brand, publicUrl, { language: input.language, subject: words.subject, html, text, reason: words.reason });
  return {
    kind: input.kind,
    to: input.to,
    ...framed,
    fromName: brand.name,
    replyTo: brand.supportEmail,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
