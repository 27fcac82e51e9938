// The zod-free check of the UI settings answer reads exactly what the server's schema reads.
import { ZUiSettingsState } from '@portal/shared/schemas/ui-settings';
import { UI_SETTING_CHOICES } from '@portal/shared/schemas/ui-settings-values';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readUiSettingsState } from './get-ui-settings';

const anyValue = fc.oneof(fc.constant(null), fc.constant(undefined), fc.boolean(), fc.string({ maxLength: 4 }), fc.integer(), fc.constantFrom('ltr', 'dark', 'ocean', 'mega-menu', 'full'));
const setting = (choices: readonly unknown[]) => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...choices) }, { weight: 1, arbitrary: anyValue });
const fields = Object.fromEntries(Object.entries(UI_SETTING_CHOICES).map(([key, choices]) => [key, setting(choices)])) as Record<string, fc.Arbitrary<unknown>>;
// Mostly every field there (so that whole valid settings are common), sometimes some missing.
const settings = fc.oneof({ weight: 3, arbitrary: fc.record(fields) }, { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) });
const answer = fc.record(
  {
    settings: fc.oneof(settings, settings.map((value) => ({ ...value, extra: 1 })), anyValue),
    guideSeen: fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: 1, arbitrary: anyValue }),
  },
  { requiredKeys: [] },
);

describe('readUiSettingsState', () => {
  it('accepts what ZUiSettingsState accepts, with the same result, and refuses the rest', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof({ weight: 9, arbitrary: answer }, { weight: 1, arbitrary: anyValue }), (value) => {
        const parsed = ZUiSettingsState.safeParse(value);
        expect(readUiSettingsState(value)).toEqual(parsed.success ? parsed.data : null);
        if (parsed.success) accepted += 1;
      }),
      { numRuns: 2000 },
    );
    expect(accepted).toBeGreaterThan(50);
  });
});
