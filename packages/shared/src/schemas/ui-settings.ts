// UI settings of a candidate (spec §3 "UI settings: theme, mode, gradient, decoration, layout, background position,
// direction"; spec §2 settings drawer; spec §9 themes and layouts), kept per candidate on the server so they follow the
// candidate to another device. The same schema validates the PUT on the server and the drawer's state in the browser.
import { z } from 'zod';

/** spec §9: the theme colours; the drawer shows the first 8 until Show All. Each has a light and a dark variant. */
export const THEME_NAMES = [
  'ocean',
  'teal',
  'indigo',
  'forest',
  'berry',
  'sunset',
  'slate',
  'plum',
  'crimson',
  'amber',
  'cyan',
  'lime',
  'magenta',
  'navy',
  'olive',
  'rose',
  'sky',
  'graphite',
] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export const VISIBLE_THEMES = 8;

/** spec §2, §9: the five layout variants. */
export const LAYOUTS = ['left-sidebar', 'big-sidebar', 'right-sidebar', 'top-navigation', 'mega-menu'] as const;
/** spec §2: background size header/half/full. */
export const BG_POSITIONS = ['header', 'half', 'full'] as const;
export type Layout = (typeof LAYOUTS)[number];
export type BgPosition = (typeof BG_POSITIONS)[number];

export const ZThemeName = z.enum(THEME_NAMES, { error: `The theme is one of: ${THEME_NAMES.join(', ')}.` });
export const ZLayout = z.enum(LAYOUTS, { error: `The layout is one of: ${LAYOUTS.join(', ')}.` });

export const ZUiSettings = z.object({
  theme: ZThemeName,
  mode: z.enum(['light', 'dark'], { error: 'The mode is light or dark.' }),
  gradient: z.boolean({ error: 'The gradient is true or false.' }),
  decoration: z.boolean({ error: 'The art decoration is true or false.' }),
  layout: ZLayout,
  bgPosition: z.enum(BG_POSITIONS, { error: `The background size is one of: ${BG_POSITIONS.join(', ')}.` }),
  direction: z.enum(['ltr', 'rtl'], { error: 'The direction is ltr or rtl.' }),
});
export type TUiSettings = z.infer<typeof ZUiSettings>;

export const DEFAULT_UI_SETTINGS: TUiSettings = {
  theme: 'ocean',
  mode: 'light',
  gradient: true,
  decoration: true,
  layout: 'left-sidebar',
  bgPosition: 'header',
  direction: 'ltr',
};

/** A PUT changes any of the settings; the others keep their stored (or default) value. */
export const ZUiSettingsUpdate = ZUiSettings.partial();
export type TUiSettingsUpdate = z.infer<typeof ZUiSettingsUpdate>;

/** GET answer: the settings (null when the candidate never saved any) and whether the guide has been shown. */
export const ZUiSettingsState = z.object({
  settings: ZUiSettings.nullable(),
  guideSeen: z.boolean(),
});
export type TUiSettingsState = z.infer<typeof ZUiSettingsState>;

export const ZGuideSeenBody = z.object({ seen: z.boolean({ error: 'seen is true or false.' }) });
