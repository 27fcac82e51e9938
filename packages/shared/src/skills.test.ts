import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QUICK_ROLES, suggestedChecklist } from './skills';

// The catalogue the server ships (its file names are the slugs).
const catalogue = new URL('../../../apps/server/src/modules/skills/catalogue/', import.meta.url);
const slugs = new Set(readdirSync(catalogue).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')));

describe('suggestedChecklist', () => {
  it.each([
    ['CNA', [], 'cna'],
    ['PCT', ['Med-Surg'], 'pct'],
    ['Medical Assistant', [], 'medical-assistant'],
    // CMA names two checklists (medical assistant, medication aide): the candidate chooses.
    ['CMA', [], null],
    ['RN', ['Oncology', 'ICU', 'ER'], 'icu-rn'],
    ['RN', ['Telemetry'], 'telemetry-rn'],
    ['RN', ['Oncology'], null],
    ['Allied', ['Rad Tech'], null],
    ['', [], null],
  ] as const)('%s with %j → %s', (role, specialties, slug) => {
    expect(suggestedChecklist(role, specialties)).toBe(slug);
  });

  it('only ever names a checklist the catalogue has', () => {
    for (const role of QUICK_ROLES) for (const specialty of ['ICU', 'ER', 'Med-Surg', 'Telemetry']) {
      const slug = suggestedChecklist(role, [specialty]);
      if (slug) expect(slugs).toContain(slug);
    }
  });
});
