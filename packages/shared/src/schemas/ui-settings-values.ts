// The UI settings' choices and defaults without zod (spec §3, §9): the web app's first chunk reads local storage with
// these, and `ui-settings.ts` builds the server's schema from the same lists.

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
export const MODES = ['light', 'dark'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;

/** Every setting's allowed values. */
export const UI_SETTING_CHOICES = {
  theme: THEME_NAMES,
  mode: MODES,
  gradient: [true, false],
  decoration: [true, false],
  layout: LAYOUTS,
  bgPosition: BG_POSITIONS,
  direction: DIRECTIONS,
} as const;

export type UiSettingsValues = { -readonly [K in keyof typeof UI_SETTING_CHOICES]: (typeof UI_SETTING_CHOICES)[K][number] };

export const DEFAULT_UI_SETTINGS: UiSettingsValues = {
  theme: 'ocean',
  mode: 'light',
  gradient: true,
  decoration: true,
  layout: 'left-sidebar',
  bgPosition: 'header',
  direction: 'ltr',
};

/** Whether `value` is one of the allowed values of setting `key` (what the schema's field accepts). */
export function isUiSettingValue<K extends keyof UiSettingsValues>(key: K, value: unknown): value is UiSettingsValues[K] {
  return (UI_SETTING_CHOICES[key] as readonly unknown[]).includes(value);
}
