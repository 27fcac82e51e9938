// Branded HTML + text e-mails: every message speaks as the candidate's organisation (its name, logo, support contacts).
import { escapeHtml } from './escape';

export type MailBrand = { name: string; logo: string | null; supportEmail: string; supportPhone: string };

export type MailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A one-time code shown large (password reset). */
  code?: string;
  /** Closing lines, e.g. why the reader got the e-mail. */
  footnote?: string;
};

export function renderMail(brand: MailBrand, publicUrl: string, content: MailContent): { subject: string; text: string; html: string } {
  const subject = `${content.subject} | ${brand.name}`;
  const support = `Questions? ${brand.supportEmail} · ${brand.supportPhone}`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.code ? [content.code, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    `— ${brand.name}`,
    support,
  ].join('\n');

  // Logos stored as site paths become absolute on the configured public URL (never the request's Host).
  const logo = brand.logo ? (/^https?:\/\//.test(brand.logo) ? brand.logo : `${publicUrl}${brand.logo.startsWith('/') ? '' : '/'}${brand.logo}`) : null;
  const header = logo
    ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(brand.name)}" height="40" style="height:40px">`
    : `<strong style="font-size:20px">${escapeHtml(brand.name)}</strong>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f6f8;font-family:'Open Sans',Arial,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="padding-bottom:24px">${header}</td></tr>
<tr><td style="font-size:15px;line-height:1.6">
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${content.code ? `<p style="font-size:28px;letter-spacing:6px;font-weight:700;text-align:center">${escapeHtml(content.code)}</p>` : ''}
${
  content.action
    ? `<p style="text-align:center;padding:8px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1565c0;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:12px;color:#52606d">Or copy this address into your browser: ${escapeHtml(content.action.url)}</p>`
    : ''
}
${content.footnote ? `<p style="font-size:13px;color:#52606d">${escapeHtml(content.footnote)}</p>` : ''}
</td></tr>
<tr><td style="border-top:1px solid #e4e7eb;padding-top:16px;font-size:12px;color:#7b8794">${escapeHtml(brand.name)} · ${escapeHtml(support)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
