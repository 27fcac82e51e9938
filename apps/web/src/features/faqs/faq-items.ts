// The questions of /faqs, in the order shown; their text is in the `faqs` namespace (faqs.items.<id>.q / .a).
export const FAQ_IDS = [
  'newDevice',
  'signInLink',
  'forgotPassword',
  'setPassword',
  'application',
  'references',
  'skills',
  'documents',
  'jobEmails',
  'devices',
  'privacy',
  'language',
  'contact',
] as const;
export type FaqId = (typeof FAQ_IDS)[number];

/** Case- and accent-insensitive match of every word of the query in the question or the answer. */
export function matchesQuery(text: string, query: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const haystack = fold(text);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
