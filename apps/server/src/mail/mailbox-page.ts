import type { mailOutbox } from '../db/schema/index';
import { escapeHtml } from './escape';

type Row = typeof mailOutbox.$inferSelect;

/** A plain page listing outbox e-mails; the bodies are shown as text (never as live HTML) with their links. */
export function renderMailbox(rows: Row[], to: string | undefined): string {
  const items = rows
    .map((row) => {
      const links = [...new Set(row.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
      return `<article>
  <h2>${escapeHtml(row.subject)}</h2>
  <p class="meta">To <a href="?to=${encodeURIComponent(row.to)}">${escapeHtml(row.to)}</a> · ${escapeHtml(row.from)} · ${row.createdAt.toISOString()}</p>
  ${links.map((link) => `<p><a class="link" href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`).join('\n  ')}
  <pre>${escapeHtml(row.text)}</pre>
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#222}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#666;font-size:.9rem}
pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem;border-radius:6px}</style></head>
<body><h1>Mailbox${to ? ` of ${escapeHtml(to)}` : ''}</h1>
<p>E-mails the portal would have sent. This page exists only while no SMTP server is configured.${to ? ' <a href="?">All messages</a>' : ''}</p>
${items || '<p>No messages.</p>'}
</body></html>`;
}
