// spec §5: change-log search is case-insensitive on an item's description or module name; a blank query resets.
import type { ChangeLogEntry } from './api/get-logs';

/** The description's text without markup, so a search never matches tag names. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
}

export function searchChangeLog(entries: ChangeLogEntry[], query: string): ChangeLogEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return entries;
  return entries
    .map((entry) => ({
      ...entry,
      items: entry.items.filter(
        (item) => plainText(item.desc).toLowerCase().includes(needle) || item.modName.toLowerCase().includes(needle),
      ),
    }))
    .filter((entry) => entry.items.length > 0);
}

/** spec §9: change-log dates as MM/DD/YYYY. Dates arrive as YYYY-MM-DD (or a full ISO time); no time-zone shift. */
export function formatDeployedDate(value: string | null): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  return `${match[2]}/${match[3]}/${match[1]}`;
}
