// Every string of the guide and the settings drawer is in English, German and Spanish, with the same keys; the guide
// has its 37 slides (spec §9) and says what spec §1 says it must.
import { LAYOUTS, THEME_NAMES } from '@portal/shared/schemas/ui-settings';
import { describe, expect, it } from 'vitest';
import deGuide from '../../locales/de/guide.json';
import enGuide from '../../locales/en/guide.json';
import esGuide from '../../locales/es/guide.json';
import deSettings from '../../locales/de/settings.json';
import enSettings from '../../locales/en/settings.json';
import esSettings from '../../locales/es/settings.json';
import { CHAPTERS, SLIDES } from './slides';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}
function values(value: unknown): unknown[] {
  return value !== null && typeof value === 'object' ? Object.values(value).flatMap(values) : [value];
}

describe('guide and settings locales', () => {
  for (const [name, en, others] of [
    ['guide', enGuide, { de: deGuide, es: esGuide }],
    ['settings', enSettings, { de: deSettings, es: esSettings }],
  ] as const)
    for (const [lng, messages] of Object.entries(others))
      it(`${name}: ${lng} has every English key and no other, none empty`, () => {
        expect(keys(messages).sort()).toEqual(keys(en).sort());
        for (const value of values(messages)) expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
      });

  it('the guide has 37 slides, each titled and in a chapter with a name', () => {
    expect(SLIDES).toHaveLength(37);
    expect(Object.keys(enGuide.slides)).toHaveLength(37);
    for (const slide of SLIDES) expect(enGuide.slides[String(slide.number) as keyof typeof enGuide.slides]).toBeDefined();
    for (const chapter of CHAPTERS) expect(enGuide.chapters[chapter]).toBeTruthy();
  });

  it('the guide says what spec §1 requires: 2 references incl. a Manager, no applying without them, CV at most 1 MB', () => {
    const text = values(enGuide.slides).join(' ');
    expect(text).toMatch(/at least 2 references\. One of them must be a Manager/);
    expect(text).toMatch(/Without references you cannot apply for jobs/);
    expect(text).toMatch(/must not exceed 1 MB/);
    for (const part of ['application', 'skills checklist', 'references', 'Apply for']) expect(text.toLowerCase()).toContain(part.toLowerCase());
  });

  it('every theme colour and layout has a name', () => {
    for (const theme of THEME_NAMES) expect(enSettings.themes[theme]).toBeTruthy();
    for (const layout of LAYOUTS) expect(enSettings.layout[layout]).toBeTruthy();
  });
});
