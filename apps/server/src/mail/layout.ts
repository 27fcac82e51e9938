// Branded HTML + text e-mails: every message speaks as the candidate's organisation (its name, logo, address and
// support contacts), in one frame: a header with the logo and the brand's name as text, the message, and a footer that
// says why the reader gets it, with the organisation's name, postal address and contacts. The text/plain part carries
// the same words. A mail client (and a spam filter) sees a complete message, never a logo with a few lines. The frame
// speaks the message's language (mail/texts.ts FRAME_TEXTS), and says so (`<html lang>`).
import { placeOnBoard } from '@portal/shared/domain/boards';
import type { Language } from '../lib/language';
import { escapeHtml } from './escape';
import { COPY_ADDRESS, FRAME_TEXTS, type MailWords, wordsOf } from './texts';

export type MailBrand = {
  name: string;
  logo: string | null;
  supportEmail: string;
  supportPhone: string;
  /** Printed in every footer when the organisation has one (`portal org:set-address`). */
  postalAddress?: string | null;
  /**
   * The organisation's partner board, or null for the agency's own: every link of the e-mail to the portal names it, so
   * the page it opens wears the same brand as the e-mail (decision 034). Required, so no sender can forget it.
   */
  board: string | null;
};

/** A link of `brand`'s e-mail: on the portal (PUBLIC_URL), the same page on the organisation's board. */
export function brandLink(brand: Pick<MailBrand, 'board'>, publicUrl: string, url: string): string {
  return url.startsWith(publicUrl) ? placeOnBoard(url, brand.board) : url;
}

/** The portal's address in the footer: the organisation's board, or the portal itself. */
export const portalUrl = (brand: Pick<MailBrand, 'board'>, publicUrl: string) => (brand.board ? `${publicUrl}/${brand.board}` : publicUrl);

/** What a message made of words (mail/texts.ts MailWords) carries besides them. */
export type MailExtras = {
  /** The button's address (its label is the words' `button`). */
  url?: string;
  /** A one-time code shown large (password reset). */
  code?: string;
};

export type RenderedMail = { subject: string; text: string; html: string };

/** The subject names the brand once: " | Brand" is added unless the subject already names it. */
export function brandedSubject(brand: Pick<MailBrand, 'name'>, subject: string): string {
  return subject.toLowerCase().includes(brand.name.toLowerCase()) ? subject : `${subject} | ${brand.name}`;
}

/** Logos stored as site paths become absolute on the configured public URL (never the request's Host). */
function logoUrl(brand: MailBrand, publicUrl: string): string | null {
  if (!brand.logo) return null;
  return /^https?:\/\//.test(brand.logo) ? brand.logo : `${publicUrl}${brand.logo.startsWith('/') ? '' : '/'}${brand.logo}`;
}

const FONT = "'Open Sans',Arial,Helvetica,sans-serif";

/**
 * The frame around a message's own part (`body`, already HTML, and `text`): every e-mail the portal sends goes
 * through here, so each has the same header, footer and plain-text alternative.
 */
export function renderFrame(
  brand: MailBrand,
  publicUrl: string,
  message: { language: Language; subject: string; html: string; text: string; reason: string },
): RenderedMail {
  const subject = brandedSubject(brand, message.subject);
  const address = brand.postalAddress?.trim() || null;
  const home = portalUrl(brand, publicUrl);
  const footer = (email: string, phone: string, shownHome: string) =>
    wordsOf(FRAME_TEXTS, message.language, { brand: brand.name, reason: message.reason, email, phone, home: shownHome });
  const { why, contact, portal, safety } = footer(brand.supportEmail, brand.supportPhone, home);
  const sender = address ? `${brand.name} · ${address}` : brand.name;
  const text = [brand.name, '', message.text.replace(/\n+$/, ''), '', why, sender, contact, portal, safety, ''].join('\n');

  const logo = logoUrl(brand, publicUrl);
  const e = escapeHtml;
  // The footer's lines with links in them: the words are escaped, the links put in their places.
  const links = {
    email: `<a href="mailto:${e(brand.supportEmail)}" style="color:#1565c0">${e(brand.supportEmail)}</a>`,
    phone: `<a href="tel:${e(brand.supportPhone.replace(/[^\d+]/g, ''))}" style="color:#1565c0">${e(brand.supportPhone)}</a>`,
    home: `<a href="${e(home)}" style="color:#1565c0">${e(home.replace(/^https?:\/\//, ''))}</a>`,
  };
  // Each link's place is marked by a word no escaping changes and no brand's name holds, then filled in.
  const mark = (name: keyof typeof links) => `{{portal-mail-${name}}}`;
  const marked = footer(mark('email'), mark('phone'), mark('home'));
  const withLinks = (line: string) => e(line).replace(/\{\{portal-mail-(email|phone|home)\}\}/g, (_m, name: keyof typeof links) => links[name]);
  const htmlContact = withLinks(marked.contact);
  const htmlPortal = withLinks(marked.portal);
  // The logo is decoration beside the brand's name (as on the portal's own pages), so its alternative text is empty.
  const header = `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
${logo ? `<td style="padding-right:12px;vertical-align:middle"><img src="${e(logo)}" alt="" height="40" style="display:block;height:40px;border:0"></td>\n` : ''}<td class="brand" style="vertical-align:middle;font-family:${FONT};font-size:20px;font-weight:700;color:#1f2933">${e(brand.name)}</td>
</tr></table>`;
  const html = `<!doctype html>
<html lang="${message.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<meta name="x-apple-disable-message-reformatting">
<meta name="format-detection" content="telephone=no, date=no, address=no, email=no, url=no">
<title>${e(subject)}</title>
<style>
body { margin: 0; padding: 0; background: #f4f6f8; -webkit-text-size-adjust: 100%; }
table { border-collapse: collapse; }
img { border: 0; outline: none; text-decoration: none; -ms-interpolation-mode: bicubic; }
a { color: #1565c0; }
.card { width: 560px; max-width: 560px; background: #ffffff; border-radius: 8px; }
.content { font-family: ${FONT}; font-size: 15px; line-height: 1.6; color: #1f2933; }
.footer { font-family: ${FONT}; font-size: 12px; line-height: 1.6; color: #52606d; }
.button { background: #1565c0; border-radius: 6px; color: #ffffff !important; display: inline-block; font-weight: 600; padding: 12px 24px; text-decoration: none; }
@media only screen and (max-width: 600px) {
  .card { width: 100% !important; border-radius: 0 !important; }
  .pad { padding-left: 20px !important; padding-right: 20px !important; }
}
</style>
<!--[if mso]>
<style>body, table, td, p, a { font-family: Arial, Helvetica, sans-serif !important; }</style>
<![endif]-->
</head>
<body style="margin:0;padding:0;background:#f4f6f8">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f6f8"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" class="card" width="560" cellpadding="0" cellspacing="0" border="0" style="width:560px;max-width:560px;background:#ffffff;border-radius:8px">
<tr><td class="pad" style="padding:32px 32px 8px">
${header}
</td></tr>
<tr><td class="pad content" style="padding:16px 32px 8px;font-family:${FONT};font-size:15px;line-height:1.6;color:#1f2933">
${message.html}
</td></tr>
<tr><td class="pad footer" style="padding:16px 32px 32px;border-top:1px solid #e4e7eb;font-family:${FONT};font-size:12px;line-height:1.6;color:#52606d">
<p style="margin:0 0 8px">${e(why)}</p>
<p style="margin:0 0 8px"><strong>${e(brand.name)}</strong>${address ? ` · ${e(address)}` : ''}</p>
<p style="margin:0 0 8px">${htmlContact}</p>
<p style="margin:0 0 8px">${htmlPortal}</p>
<p style="margin:0">${e(safety)}</p>
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  return { subject, text, html };
}

/**
 * The e-mails made of a greeting, paragraphs, an optional code or button, and a footnote: `words` in `language`
 * (mail/texts.ts), the button's address and the code from `extras`.
 */
export function renderMail(brand: MailBrand, publicUrl: string, language: Language, words: MailWords, extras: MailExtras = {}): RenderedMail {
  const e = escapeHtml;
  const action = words.button && extras.url ? { label: words.button, url: brandLink(brand, publicUrl, extras.url) } : undefined;
  const content = { ...words, action, code: extras.code };
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.code ? [content.code, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
  ].join('\n');
  const html = [
    `<p style="margin:0 0 16px">${e(content.greeting)}</p>`,
    ...content.paragraphs.map((p) => `<p style="margin:0 0 16px">${e(p)}</p>`),
    content.code ? `<p style="margin:0 0 16px;font-size:28px;letter-spacing:6px;font-weight:700;text-align:center">${e(content.code)}</p>` : '',
    content.action
      ? `<p style="margin:0 0 16px;text-align:center;padding:8px 0"><a class="button" href="${e(content.action.url)}" style="background:#1565c0;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:600">${e(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52606d">${e(wordsOf(COPY_ADDRESS, language, { url: content.action.url }))}</p>`
      : '',
    content.footnote ? `<p style="margin:0 0 16px;font-size:13px;color:#52606d">${e(content.footnote)}</p>` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return renderFrame(brand, publicUrl, { language, subject: content.subject, html, text, reason: content.reason });
}
