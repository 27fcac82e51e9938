// i18n (spec §9: locales en and de, default en). Each feature adds its own namespace file
// `src/locales/{en,de}/<namespace>.json`; this module picks every file up at build time, so adding a namespace needs
// no edit here (a namespace is known by its en file). Use it as `const { t } = useTranslation('<namespace>')`.
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES } from '@portal/shared/constants';
import { readString, writeString } from './storage';

type Messages = Record<string, unknown>;
// The default language (en, spec §9) is in the first chunk: it is the fallback of every key. Any other language is
// its own small chunks, loaded when it is chosen (or was chosen earlier on this device), never on a first visit.
const bundled = import.meta.glob<Messages>('../locales/en/*.json', { eager: true, import: 'default' });
const lazyFiles = import.meta.glob<Messages>(['../locales/*/*.json', '!../locales/en/*.json'], { import: 'default' });

const FILE = /locales\/([^/]+)\/([^/]+)\.json$/;
export const resources: Record<string, Record<string, Messages>> = {};
for (const [file, messages] of Object.entries(bundled)) {
  const match = FILE.exec(file);
  if (!match) continue;
  const [, lng = DEFAULT_LOCALE, ns = 'common'] = match;
  (resources[lng] ??= {})[ns] = messages;
}
export const namespaces = Object.keys(resources[DEFAULT_LOCALE] ?? {});

/** Loads a namespace of a language that is not bundled, from its own chunk. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const load = lazyFiles[`../locales/${lng}/${ns}.json`];
    if (!load) return callback(null, {});
    load().then(
      (messages) => callback(null, messages),
      (error: Error) => callback(error, false),
    );
  },
};

const LANGUAGE_KEY = 'language';
const stored = readString(LANGUAGE_KEY);
const initial = stored && (LOCALES as readonly string[]).includes(stored) ? stored : DEFAULT_LOCALE;

/** Resolves once the first language's messages are in (at once for the default language). Render after it. */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: initial,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes.
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  })
  .catch(() => undefined);

i18n.on('languageChanged', (lng) => {
  writeString(LANGUAGE_KEY, lng);
  document.documentElement.lang = lng;
});
document.documentElement.lang = initial;

export default i18n;
