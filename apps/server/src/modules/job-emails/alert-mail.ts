// The job alert e-mail (domain.md §5): the criteria, 3–10 jobs (title, specialty, city/state, shift, duration, start
// date, estimated weekly pay, a link to each), manage and unsubscribe links, and the organisation's postal address
// (CAN-SPAM, in the footer of every e-mail). It speaks as the organisation in the frame every e-mail shares
// (mail/layout.ts renderFrame), and carries the one-click unsubscribe headers (RFC 2369 List-Unsubscribe, RFC 8058
// List-Unsubscribe-Post).
import { estimatedWeeklyGross } from '@portal/shared/schemas/jobs-values';
import type { AlertJobSnapshot } from '../../db/schema/index';
import { escapeHtml } from '../../mail/escape';
import { brandLink, type MailBrand, renderFrame } from '../../mail/layout';
import type { MailMessage } from '../../plugins/mail';

export type AlertBrand = MailBrand & { postalAddress: string | null };

const money = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
const usDate = (iso: string | null) => {
  if (!iso) return 'flexible';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
};

export function alertSubject(count: number): string {
  return `${count} new job${count === 1 ? '' : 's'} matching your alert`;
}

/** What the alert matched, in words ("ICU, Med-Surg in TX, CA; nights; from $2,000 a week"). */
export function describeCriteria(c: { states: string[]; compactState: boolean; specialties: string[]; shift: string; minWeeklyPay: number | null }): string {
  const parts = [
    c.specialties.length ? c.specialties.join(', ') : 'All specialties',
    c.states.length || c.compactState ? `in ${[...c.states, ...(c.compactState ? ['compact states'] : [])].join(', ')}` : 'in all states',
    c.shift !== 'any' ? `${c.shift.toLowerCase()} shifts` : '',
    c.minWeeklyPay ? `from ${money(c.minWeeklyPay)} a week` : '',
  ];
  return parts.filter(Boolean).join('; ');
}

/** The pay as the job's page shows it: the weekly pay, the stipends, and the estimated weekly gross of both. */
export function weeklyPayLine(job: Pick<AlertJobSnapshot, 'weeklyPay' | 'weeklyStipends'>): string {
  const stipends = job.weeklyStipends ? ` + ${money(job.weeklyStipends)} stipends` : '';
  return `${money(job.weeklyPay)} a week${stipends} · est. weekly gross ${money(estimatedWeeklyGross(job))}`;
}

export function renderAlert(
  brand: AlertBrand,
  publicUrl: string,
  input: { kind: 'job-alerts.candidate' | 'job-alerts.public'; to: string; firstName: string | null; jobs: AlertJobSnapshot[]; criteria: string; unsubscribeToken: string; manageUrl: string },
): MailMessage {
  // Every page link names the organisation's board, so each opens in its brand (decision 034).
  const link = (url: string) => brandLink(brand, publicUrl, url);
  const unsubscribePage = link(`${publicUrl}/unsubscribe?token=${encodeURIComponent(input.unsubscribeToken)}`);
  const manageUrl = link(input.manageUrl);
  const oneClick = `${publicUrl}/api/unsubscribe/one-click?token=${encodeURIComponent(input.unsubscribeToken)}`;
  const jobUrl = (job: AlertJobSnapshot) => link(`${publicUrl}/openjobs/${job.id}`);
  const facts = (job: AlertJobSnapshot) =>
    [
      `${job.Submodality} · ${job.City}, ${job.State}`,
      `${job.Shift} · ${job.Duration_Amount} weeks · starts ${usDate(job.Estimated_Start_Date)}`,
      weeklyPayLine(job),
    ];
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const text = [
    greeting,
    '',
    `New jobs match your alert: ${input.criteria}.`,
    '',
    ...input.jobs.flatMap((job) => [job.Position_Name, ...facts(job).map((f) => `  ${f}`), `  View: ${jobUrl(job)}`, '']),
    `Manage your alerts: ${manageUrl}`,
    `Unsubscribe: ${unsubscribePage}`,
  ].join('\n');
  const cards = input.jobs
    .map(
      (job) => `<tr><td style="padding:12px 0;border-bottom:1px solid #e4e7eb">
<a href="${escapeHtml(jobUrl(job))}" style="font-size:16px;font-weight:700;color:#1565c0;text-decoration:none">${escapeHtml(job.Position_Name)}</a>
${facts(job)
  .map((f) => `<div style="font-size:13px;color:#3e4c59">${escapeHtml(f)}</div>`)
  .join('\n')}
<div style="padding-top:6px"><a href="${escapeHtml(jobUrl(job))}" style="font-size:13px;color:#1565c0">View and apply</a></div>
</td></tr>`,
    )
    .join('\n');
  const html = `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">New jobs match your alert: ${escapeHtml(input.criteria)}.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${cards}</table>
<p style="margin:0 0 16px;font-size:13px;padding-top:16px"><a href="${escapeHtml(manageUrl)}" style="color:#1565c0">Manage your alerts</a> · <a href="${escapeHtml(unsubscribePage)}" style="color:#1565c0">Unsubscribe</a></p>`;
  const framed = renderFrame(brand, publicUrl, { subject: alertSubject(input.jobs.length), html, text, reason: `you subscribed to job alerts from ${brand.name}` });
  return {
    kind: input.kind,
    to: input.to,
    ...framed,
    fromName: brand.name,
    replyTo: brand.supportEmail,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
