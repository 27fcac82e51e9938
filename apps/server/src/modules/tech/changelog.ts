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

/** The portal whose release notes CHANGELOG.md holds (spec §7 getLogs `portal: 'Candidate'`). */
export const CHANGELOG_PORTAL = 'Candidate';
/** Environment names of production: what is not released yet never runs there. */
const PRODUCTION_ENVIRONMENTS = new Set(['production', 'prod', 'live']);

/** spec §7 getLogs payload: `{portal, release, environment}` (environment omitted or null: any). */
export type ChangeLogQuery = { portal: string; release: boolean; environment?: string | null };

/**
 * The entries a getLogs call asks for: the notes of its `portal` only (CHANGELOG.md is the candidate portal's; another
 * portal has none here); `release: true` the released versions, `release: false` the notes not released yet (the
 * Unreleased section); an `environment` gets what runs there: production runs released versions only.
 */
export function selectEntries(all: ChangeLogEntry[], query: ChangeLogQuery): ChangeLogEntry[] {
  if (query.portal.trim().toLowerCase() !== CHANGELOG_PORTAL.toLowerCase()) return [];
  const environment = query.environment?.trim().toLowerCase();
  if (!query.release && environment && PRODUCTION_ENVIRONMENTS.has(environment)) return [];
  return all.filter((entry) => isUnreleased(entry) !== query.release);
}

const isUnreleased = (entry: ChangeLogEntry) => entry.version.toLowerCase() === 'unreleased';

let cache: { path: string; entries: ChangeLogEntry[] } | null = null;

/** Every entry of the file, the Unreleased section included (selectEntries picks what a call asks for). */
export async function readChangelog(path: string): Promise<ChangeLogEntry[]> {
  if (cache?.path === path) return cache.entries;
  try {
    const entries = await parseChangelog(await readFile(path, 'utf8'), { releasedOnly: false });
    cache = { path, entries };
    return entries;
  } catch {
    return [];
  }
}
