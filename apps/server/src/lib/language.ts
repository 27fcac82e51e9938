// The languages the portal speaks (packages/shared LOCALES: en, de, es) as the server sees them: a reader's language is
// one of them, and anything else is English (decision 042). The web client sends the language the candidate reads in
// as Accept-Language on every call; server messages (modules/account/language.ts) and e-mails (mail/texts.ts) follow it.
import { DEFAULT_LOCALE, LOCALES } from '@portal/shared/constants';

export type Language = (typeof LOCALES)[number];
export const LANGUAGES: readonly Language[] = LOCALES;

const isLanguage = (value: string): value is Language => (LOCALES as readonly string[]).includes(value);

/** A language tag ("de", "es-MX", "EN") as one of ours; anything else is English. */
export function toLanguage(value: unknown): Language {
  const primary = typeof value === 'string' ? (value.trim().toLowerCase().split(/[-_]/)[0] ?? '') : '';
  return isLanguage(primary) ? primary : DEFAULT_LOCALE;
}

/**
 * The first of our languages an Accept-Language header names (quality order), or null when it names none of them (no
 * header, or only other languages): a request that names a language is the reader's choice; one that names none is not.
 */
export function namedLanguage(header: string | string[] | undefined): Language | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((r) => r.lang && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { lang } of ranked) if (isLanguage(lang)) return lang;
  return null;
}

type WithHeaders = { headers: { 'accept-language'?: string | string[] } };

/** The language of a request: the one it names, else English (an e-mail to an address that has no account yet). */
export const languageOf = (request: WithHeaders): Language => namedLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;

/** The language a request names, or null: what a sign-in remembers on the account (none named, none changed). */
export const chosenLanguage = (request: WithHeaders): Language | null => namedLanguage(request.headers['accept-language']);
