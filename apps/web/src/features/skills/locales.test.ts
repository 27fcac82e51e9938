// Every string of the skills and quick-apply pages in English, German and Spanish, with the same keys; the texts that
// must match the server (the attestation printed on the PDF, the quick-apply answer) byte for byte.
import { ATTESTATION_TEXT, FREQUENCY_LABELS, RATING_LABELS, SKILLS_MESSAGES } from '@portal/shared/skills';
import { describe, expect, it } from 'vitest';
import deQuick from '../../locales/de/quickApply.json';
import deSkills from '../../locales/de/skills.json';
import enQuick from '../../locales/en/quickApply.json';
import enSkills from '../../locales/en/skills.json';
import esQuick from '../../locales/es/quickApply.json';
import esSkills from '../../locales/es/skills.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('skills and quick-apply locales', () => {
  it('German and Spanish have every English key and no other', () => {
    for (const other of [deSkills, esSkills]) expect(keys(other).sort()).toEqual(keys(enSkills).sort());
    for (const other of [deQuick, esQuick]) expect(keys(other).sort()).toEqual(keys(enQuick).sort());
  });

  it('English matches the scale, the frequencies, the attestation and the quick-apply answer', () => {
    for (const [n, label] of Object.entries(RATING_LABELS)) expect(enSkills.ratings.long[n as '1']).toBe(label);
    for (const [k, label] of Object.entries(FREQUENCY_LABELS)) expect(enSkills.frequencies[k as 'daily']).toBe(label);
    expect(enSkills.take.attestation).toBe(ATTESTATION_TEXT);
    expect(enQuick.success.text).toBe(SKILLS_MESSAGES.quickReceived);
  });
});
