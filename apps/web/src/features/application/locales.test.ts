// Every string of the application feature is in English and German; field labels are the English of sections.ts.
import { SECTIONS } from '@portal/shared/application/sections';
import { APPLICATION_MESSAGES } from '@portal/shared/application/validate';
import { SPECIALTY_PICKER_TITLE } from '@portal/shared/application/specialties';
import { describe, expect, it } from 'vitest';
import de from '../../locales/de/application.json';
import en from '../../locales/en/application.json';
import es from '../../locales/es/application.json';
import noticesDe from '../../locales/de/notices.json';
import notices from '../../locales/en/notices.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('application locales', () => {
  it('German has every English key and no other', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    expect(keys(noticesDe).sort()).toEqual(keys(notices).sort());
  });

  it('validator messages: English is the shared text byte for byte, German and Spanish have each', () => {
    for (const [key, message] of Object.entries(en.validation)) {
      expect(APPLICATION_MESSAGES[key as keyof typeof APPLICATION_MESSAGES], key).toBe(message);
      expect((de.validation as Record<string, string>)[key], key).toBeTruthy();
      expect((es.validation as Record<string, string>)[key], key).toBeTruthy();
    }
    expect(en.validation.oneCurrentJob).toBe(APPLICATION_MESSAGES.oneCurrentJob);
  });

  it('field labels, help, options, acceptances, signatures and sections come from sections.ts in English', () => {
    const fields = en.fields as unknown as Record<string, Record<string, string | Record<string, string>>>;
    const options = en.options as Record<string, Record<string, Record<string, string>>>;
    for (const section of SECTIONS) {
      expect((en.sections as Record<string, { title: string; intro: string }>)[section.key]?.title).toBe(section.title);
      // A section in parts (decision 044): each part's title and intro.
      const parts = (en.sections as Record<string, { parts?: Record<string, { title: string; intro: string }> }>)[section.key]?.parts;
      for (const part of section.parts ?? []) expect(parts?.[part.key], `${section.key}.${part.key}`).toEqual({ title: part.title, intro: part.intro });
      for (const field of section.fields.filter((f) => f.help))
        expect((en.help as Record<string, Record<string, string>>)[section.key]?.[field.name], `help ${section.key}.${field.name}`).toBe(field.help);
      for (const field of section.fields) {
        expect(fields[section.key]?.[field.name], `${section.key}.${field.name}`).toBe(field.label);
        // A list's own fields: fields.<section>.<list>Fields.<name>.
        if (field.kind === 'list')
          for (const inner of field.fields)
            expect((fields[section.key]?.[`${field.name}Fields`] as Record<string, string>)?.[inner.name], `${section.key}.${field.name}.${inner.name}`).toBe(inner.label);
        if (field.kind === 'select' || field.kind === 'multiselect')
          for (const option of field.options) expect(options[section.key]?.[field.name]?.[option.value]).toBe(option.label);
      }
    }
  });

  it('spec texts byte for byte: the banner and the specialty picker (the layout\'s notices namespace)', () => {
    expect(notices.banner.incomplete).toBe('Incomplete Profile. Please See dashboard.');
    expect(notices.specialty.title).toBe(SPECIALTY_PICKER_TITLE);
  });
});
