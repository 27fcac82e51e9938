// The change-log panel (spec §2, §3) reads the project's real release notes: CHANGELOG.md in Keep a Changelog form.
import { readFile } from 'node:fs/promises';
import type SanitizeHtml from 'sanitize-html';

export type ChangeType = 'Bugs' | 'Improvement' | 'New Feature';
export type ChangeItem = { modName: string; type: ChangeType; desc: string };
export type ChangeLogEntry = { version: string; deployedAt: string | null; items: ChangeItem[] };

const SECTION_TYPES: Record<string, ChangeType> = {
  added: 'New Feature',
  changed: 'Improvement',
  deprecated: 'Improvement',
  removed: 'Improvement',
  security: 'Improvement',
  fixed: 'Bugs',
};

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Inline markdown (bold, code) to HTML, then through a maintained sanitiser (security.md item 10). */
function inlineToHtml(markdown: string, sanitizeHtml: typeof SanitizeHtml): string {
  const html = escapeHtml(markdown)
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/`([^`]+)`/g, '<code>$1</code>');
  return sanitizeHtml(html, { allowedTags: ['strong', 'em', 'code', 'b', 'i', 'ul', 'li', 'p', 'br'], allowedAttributes: {} });
}


/** sanitize-html is loaded with the first read of the notes (it costs about 18 MB of memory). */
export async function parseChangelog(markdown: string, { releasedOnly = true } = {}): Promise<ChangeLogEntry[]> {
  const { default: sanitizeHtml } = await import('sanitize-html');
  const entries: ChangeLogEntry[] = [];
  let current: ChangeLogEntry | null = null;
  let type: ChangeType = 'Improvement';
  for (const line of markdown.split(/\r?\n/)) {
    const release = /^##\s+\[?([^\]\s]+)\]?(?:\s+-\s+(\d{4}-\d{2}-\d{2}))?/.exec(line);
    if (release) {
      const version = release[1] ?? '';
      const unreleased = version.toLowerCase() === 'unreleased';
      current = unreleased && releasedOnly ? null : { version, deployedAt: release[2] ?? null, items: [] };
      if (current) entries.push(current);
      continue;
    }
    const section = /^###\s+(\w+)/.exec(line);
    if (section) {
      type = SECTION_TYPES[(section[1] ?? '').toLowerCase()] ?? 'Improvement';
      continue;
    }
    const item = /^[-*]\s+(.*)$/.exec(line);
    if (item && current) {
      const text = item[1] ?? '';
      const named = /^\*\*([^*]+)\*\*:?\s*(.*)$/.exec(text);
      current.items.push({
        modName: named ? (named[1] ?? '').replace(/:$/, '') : 'General',
        type,
        desc: inlineToHtml(named ? (named[2] ?? '') : text, sanitizeHtml),
      });
    }
  }
  return entries;
}

let cache: { path: string; entries: ChangeLogEntry[] } | null = null;

export async function readChangelog(path: string): Promise<ChangeLogEntry[]> {
  if (cache?.path === path) return cache.entries;
  try {
    const entries = await parseChangelog(await readFile(path, 'utf8'));
    cache = { path, entries };
    return entries;
  } catch {
    return [];
  }
}
