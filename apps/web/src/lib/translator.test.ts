import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

const resources = {
  en: {
    common: {
      hello: 'Hello {{name}}',
      nested: { deep: { key: 'Deep' } },
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      items_zero: 'No items',
      onlyEnglish: 'Only in English',
      path: 'Hi {{user.first}} {{ user.last }}',
    },
    jobs: { title: 'Jobs', hello: 'Hello from jobs' },
  },
  de: {
    common: { hello: 'Hallo {{name}}', items_one: '{{count}} Eintrag', items_other: '{{count}} Einträge' },
  },
};

const make = (lng = 'en', load?: (lng: string, ns: string) => Promise<Record<string, unknown>> | undefined) =>
  new Translator({ lng, fallbackLng: 'en', defaultNS: 'common', resources, namespaces: ['common', 'jobs', 'later'], load });

describe('Translator', () => {
  it('fills values, reads nested keys and dotted values, and leaves nothing for a value not given', () => {
    const t = make();
    expect(t.t('hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(t.t('hello')).toBe('Hello ');
    expect(t.t('nested.deep.key')).toBe('Deep');
    expect(t.t('path', { user: { first: 'Ada', last: 'Lovelace' } })).toBe('Hi Ada Lovelace');
  });

  it('picks the plural form by the language, with a zero form where the message has one', () => {
    const en = make();
    expect(en.t('items', { count: 1 })).toBe('1 item');
    expect(en.t('items', { count: 3 })).toBe('3 items');
    expect(en.t('items', { count: 0 })).toBe('No items');
    const de = make('de');
    expect(de.t('items', { count: 1 })).toBe('1 Eintrag');
    // German has no zero form: the language's own plural, not the fallback's zero form.
    expect(de.t('items', { count: 0 })).toBe('0 Einträge');
  });

  it('falls back to English for a missing key, then to the default value, then to the key', () => {
    const de = make('de');
    expect(de.t('hello', { name: 'Ada' })).toBe('Hallo Ada');
    expect(de.t('onlyEnglish')).toBe('Only in English');
    expect(de.t('missing', { defaultValue: 'Default {{x}}', x: 1 })).toBe('Default 1');
    expect(de.t('missing.key')).toBe('missing.key');
  });

  it('looks in each namespace in turn, or in the one a key or an option names', () => {
    const t = make();
    const fixed = t.getFixedT(null, ['jobs', 'common']);
    expect(fixed('hello', { name: 'x' })).toBe('Hello from jobs');
    expect(fixed('onlyEnglish')).toBe('Only in English');
    expect(t.t('jobs:title')).toBe('Jobs');
    expect(t.t('title', { ns: 'jobs' })).toBe('Jobs');
    // A colon that names no namespace is part of the key.
    expect(t.t('nope:title')).toBe('nope:title');
  });

  it('gives a message as written when asked raw, and in another language when asked', () => {
    const t = make();
    expect(t.t('hello', { raw: true, name: 'Ada' })).toBe('Hello {{name}}');
    expect(t.t('hello', { lng: 'de', name: 'Ada' })).toBe('Hallo Ada');
  });

  it('loads a namespace once, in the language and the fallback, and a failed load again on the next ask', async () => {
    let fail = true;
    const load = vi.fn((lng: string, ns: string) => {
      if (ns !== 'later') return undefined;
      if (fail) return Promise.reject(new Error('offline'));
      return Promise.resolve({ word: `${lng} word` });
    });
    const t = make('de', load);
    expect(t.hasLoadedNamespaces('later')).toBe(false);
    await t.loadNamespaces('later');
    expect(t.t('word', { ns: 'later' })).toBe('word');
    fail = false;
    await Promise.all([t.loadNamespaces('later'), t.loadNamespaces(['later'])]);
    expect(t.hasLoadedNamespaces('later')).toBe(true);
    expect(t.t('word', { ns: 'later' })).toBe('de word');
    expect(load.mock.calls.filter(([, ns]) => ns === 'later').map(([lng]) => lng).sort()).toEqual(['de', 'de', 'en', 'en']);
  });

  it('changes language once the namespaces in use are in that language, and tells its listeners', async () => {
    const load = vi.fn((lng: string, ns: string) => Promise.resolve({ title: `${ns} in ${lng}` }));
    const t = make('en', load);
    const changed = vi.fn();
    t.on('languageChanged', changed);
    await t.changeLanguage('es');
    expect(load.mock.calls.map(([lng, ns]) => `${lng}/${ns}`).sort()).toEqual(['es/common', 'es/jobs']);
    expect(t.language).toBe('es');
    expect(changed).toHaveBeenCalledWith('es');
    expect(t.t('title', { ns: 'jobs' })).toBe('jobs in es');
    t.off('languageChanged', changed);
    await t.changeLanguage('en');
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
