// spec §9: the theme colours, each with a light and a dark variant. Every colour is chosen so that text and links in it
// read at 4.5:1 or more on the page and paper backgrounds of its mode (checked by palettes.test.ts, WCAG 1.4.3).
import type { ThemeName } from '@portal/shared/schemas/ui-settings';

type Pair = { primary: string; secondary: string };
export type Palette = { light: Pair; dark: Pair };

export const PALETTES: Record<ThemeName, Palette> = {
  ocean: { light: { primary: '#1565c0', secondary: '#00796b' }, dark: { primary: '#64b5f6', secondary: '#4db6ac' } },
  teal: { light: { primary: '#00695c', secondary: '#1565c0' }, dark: { primary: '#4db6ac', secondary: '#90caf9' } },
  indigo: { light: { primary: '#3949ab', secondary: '#006f7a' }, dark: { primary: '#9fa8da', secondary: '#80deea' } },
  forest: { light: { primary: '#2e7d32', secondary: '#6d4c41' }, dark: { primary: '#81c784', secondary: '#bcaaa4' } },
  berry: { light: { primary: '#ad1457', secondary: '#4527a0' }, dark: { primary: '#f48fb1', secondary: '#b39ddb' } },
  sunset: { light: { primary: '#bf360c', secondary: '#6a1b9a' }, dark: { primary: '#ffab91', secondary: '#ce93d8' } },
  slate: { light: { primary: '#455a64', secondary: '#00796b' }, dark: { primary: '#b0bec5', secondary: '#80cbc4' } },
  plum: { light: { primary: '#6a1b9a', secondary: '#ad1457' }, dark: { primary: '#ce93d8', secondary: '#f48fb1' } },
  crimson: { light: { primary: '#c62828', secondary: '#37474f' }, dark: { primary: '#ef9a9a', secondary: '#b0bec5' } },
  amber: { light: { primary: '#8d5300', secondary: '#5d4037' }, dark: { primary: '#ffcc80', secondary: '#bcaaa4' } },
  cyan: { light: { primary: '#006f7a', secondary: '#283593' }, dark: { primary: '#80deea', secondary: '#9fa8da' } },
  lime: { light: { primary: '#33691e', secondary: '#00695c' }, dark: { primary: '#c5e1a5', secondary: '#80cbc4' } },
  magenta: { light: { primary: '#8e24aa', secondary: '#c2185b' }, dark: { primary: '#e1bee7', secondary: '#f8bbd0' } },
  navy: { light: { primary: '#1a237e', secondary: '#0267a6' }, dark: { primary: '#90caf9', secondary: '#81d4fa' } },
  olive: { light: { primary: '#556b2f', secondary: '#795548' }, dark: { primary: '#d4e157', secondary: '#bcaaa4' } },
  rose: { light: { primary: '#c2185b', secondary: '#6a1b9a' }, dark: { primary: '#f8bbd0', secondary: '#e1bee7' } },
  sky: { light: { primary: '#0267a6', secondary: '#00796b' }, dark: { primary: '#81d4fa', secondary: '#80cbc4' } },
  graphite: { light: { primary: '#424242', secondary: '#1565c0' }, dark: { primary: '#e0e0e0', secondary: '#90caf9' } },
};

/** The page and paper backgrounds of each mode (lib/theme.ts). */
export const BACKGROUNDS = {
  light: { default: '#f4f6f9', paper: '#ffffff' },
  dark: { default: '#121417', paper: '#1c1f24' },
} as const;
