// i18n (spec §9: default locale en). Each feature adds its own namespace file `src/locales/<lng>/<namespace>.json`;
// this module picks every file up at build time, so adding a namespace or a language needs no edit here (a namespace
// is known by its en file). Use it as `const { t } = useTranslation('<namespace>')`.
import { DEFAULT_LOCALE, LOCALES } from '@portal/shared/constants';
import { readString, writeString } from './storage';
import { type Messages, Translator } from './translator';

// What the sign-in page and the layouts show is in the first chunk, in the default language (en, spec §9: the
// fallback of every key). Every other namespace, and every namespace of another language, is its own small chunk,
// loaded when a page first asks for it (useTranslation suspends the page until it is in), or with the page's own chunk
// (`page(..., messages)` in app/routes.tsx: the job pages' `jobs`, which the partner boards and Open Jobs also
// preload from their HTML, see vite.config.ts).
const bundled = import.meta.glob<Messages>('../locales/en/{common,routes,auth}.json', { eager: true, import: 'default' });
const lazyFiles = import.meta.glob<Messages>(['../locales/*/*.json', '!../locales/en/{common,routes,auth}.json'], { import: 'default' });

const FILE = /locales\/([^/]+)\/([^/]+)\.json$/;
export const resources: Record<string, Record<string, Messages>> = {};
for (const [file, messages] of Object.entries(bundled)) {
  const match = FILE.exec(file);
  if (!match) continue;
  const [, lng = DEFAULT_LOCALE, ns = 'common'] = match;
  (resources[lng] ??= {})[ns] = messages;
}
/** The namespaces in the first chunk. */
const firstNamespaces = Object.keys(resources[DEFAULT_LOCALE] ?? {});
/** Every namespace (each has an en file). */
export const namespaces = [
  ...firstNamespaces,
  ...Object.keys(lazyFiles).flatMap((file) => {
    const [, lng, ns] = FILE.exec(file) ?? [];
    return lng === DEFAULT_LOCALE && ns ? [ns] : [];
  }),
];

/** Where the chosen language is kept on the device. */
export const LANGUAGE_KEY = 'language';
/** The query parameter of a link that names the language its page opens in. */
export const LANGUAGE_PARAM = 'lang';
const ours = (lng: string | null): lng is string => Boolean(lng) && (LOCALES as readonly string[]).includes(lng as string);
/**
 * A link that names its language (`?lang=es`: a referee's page opened from a Spanish e-mail, decision 042) opens in
 * it, without changing the device's own choice; otherwise the device's choice, else the default.
 */
const linked = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get(LANGUAGE_PARAM);
const stored = readString(LANGUAGE_KEY);
const initial = ours(linked) ? linked : ours(stored) ? stored : DEFAULT_LOCALE;

const i18n = new Translator({
  resources,
  lng: initial,
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: 'common',
  namespaces,
  // A namespace that is not bundled (another language's, or a later page's) comes from its own chunk.
  load: (lng, ns) => lazyFiles[`../locales/${lng}/${ns}.json`]?.(),
});

/**
 * Resolves once the first language's messages are in: at once for the default language; for another language chosen
 * before on this device, once its first-chunk namespaces are (the others load with the first page that uses them).
 * Render after it.
 */
export const i18nReady: Promise<unknown> = i18n.loadNamespaces(firstNamespaces);

/**
 * A lazily loaded module that shows its messages at once: it resolves with the module once its namespaces are in too
 * (both load at the same time). A namespace's load resolves even when it failed (the keys then show), so only the
 * module's failure rejects.
 */
export function withMessages<M>(module: Promise<M>, ns: string | readonly string[]): Promise<M> {
  return Promise.all([module, i18n.loadNamespaces(ns)]).then(([loaded]) => loaded);
}

/** Loads every namespace (tests render any page at once, without waiting for its messages). */
export function loadAllNamespaces(): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

i18n.on('languageChanged', (lng) => {
  writeString(LANGUAGE_KEY, lng);
  document.documentElement.lang = lng;
});
document.documentElement.lang = initial;

export default i18n;
