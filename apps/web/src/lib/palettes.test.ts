// Every theme colour reads at 4.5:1 on its mode's backgrounds, and its button text too (WCAG 1.4.3).
import { THEME_NAMES } from '@portal/shared/schemas/ui-settings';
import { describe, expect, it } from 'vitest';
import { BACKGROUNDS, PALETTES } from './palettes';
import { buildTheme } from './theme';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};
// MUI answers '#fff' or 'rgba(0, 0, 0, 0.87)' (near-black on any light colour).
const hex = (colour: string) => (colour === '#fff' ? '#ffffff' : colour.startsWith('#') ? colour : '#212121');

describe('palettes', () => {
  it('has every theme of the schema', () => {
    expect(Object.keys(PALETTES).sort()).toEqual([...THEME_NAMES].sort());
  });
  for (const name of THEME_NAMES)
    for (const mode of ['light', 'dark'] as const)
      it(`${name} ${mode}: primary and secondary read on the page, and on their buttons`, () => {
        for (const role of ['primary', 'secondary'] as const) {
          const colour = PALETTES[name][mode][role];
          for (const background of Object.values(BACKGROUNDS[mode]))
            expect(contrast(colour, background), `${role} ${colour} on ${background}`).toBeGreaterThanOrEqual(4.5);
          const theme = buildTheme(mode, name);
          expect(contrast(theme.palette[role].main, hex(theme.palette[role].contrastText)), `${role} button text`).toBeGreaterThanOrEqual(4.5);
        }
      });

  for (const mode of ['light', 'dark'] as const)
    it(`${mode}: the status colours (error, warning, info, success) read on the page and on paper`, () => {
      const theme = buildTheme(mode, THEME_NAMES[0]);
      for (const role of ['error', 'warning', 'info', 'success'] as const)
        for (const background of Object.values(BACKGROUNDS[mode]))
          expect(contrast(theme.palette[role].main, background), `${role} ${theme.palette[role].main} on ${background}`).toBeGreaterThanOrEqual(4.5);
    });
});
