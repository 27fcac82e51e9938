// i18n (spec §9: locales en and de, default en). Each feature adds its own namespace file
// `src/locales/{en,de}/<namespace>.json`; this module picks every file up at build time, so adding a namespace needs
// no edit here. Use it as `const { t } = useTranslation('<namespace>')`.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES } from '@portal/shared/constants';
import { readString, writeString } from './storage';

type Messages = Record<string, unknown>;
const files = import.meta.glob<Messages>('../locales/*/*.json', { eager: true, import: 'default' });

export const resources: Record<string, Record<string, Messages>> = {};
for (const [file, messages] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match) continue;
  const [, lng = DEFAULT_LOCALE, ns = 'common'] = match;
  (resources[lng] ??= {})[ns] = messages;
}
export const namespaces = [...new Set(Object.values(resources).flatMap((byNs) => Object.keys(byNs)))];

const LANGUAGE_KEY = 'language';
const stored = readString(LANGUAGE_KEY);
const initial = stored && (LOCALES as readonly string[]).includes(stored) ? stored : DEFAULT_LOCALE;

void i18n.use(initReactI18next).init({
  resources,
  lng: initial,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes.
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

i18n.on('languageChanged', (lng) => {
  writeString(LANGUAGE_KEY, lng);
  document.documentElement.lang = lng;
});
document.documentElement.lang = initial;

export default i18n;
