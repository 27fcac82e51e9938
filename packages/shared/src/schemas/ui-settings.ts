// UI settings of a candidate (spec §3 "UI settings: theme, mode, gradient, decoration, layout, background position,
// direction"; spec §2 settings drawer; spec §9 themes and layouts), kept per candidate on the server so they follow the
// candidate to another device. The same schema validates the PUT on the server and the drawer's state in the browser.
import { z } from 'zod';
import { BG_POSITIONS, DIRECTIONS, LAYOUTS, MODES, THEME_NAMES, type UiSettingsValues } from './ui-settings-values';

export {
  BG_POSITIONS,
  DEFAULT_UI_SETTINGS,
  LAYOUTS,
  THEME_NAMES,
  VISIBLE_THEMES,
  type BgPosition,
  type Layout,
  type ThemeName,
} from './ui-settings-values';

export const ZThemeName = z.enum(THEME_NAMES, { error: `The theme is one of: ${THEME_NAMES.join(', ')}.` });
export const ZLayout = z.enum(LAYOUTS, { error: `The layout is one of: ${LAYOUTS.join(', ')}.` });

export const ZUiSettings = z.object({
  theme: ZThemeName,
  mode: z.enum(MODES, { error: 'The mode is light or dark.' }),
  gradient: z.boolean({ error: 'The gradient is true or false.' }),
  decoration: z.boolean({ error: 'The art decoration is true or false.' }),
  layout: ZLayout,
  bgPosition: z.enum(BG_POSITIONS, { error: `The background size is one of: ${BG_POSITIONS.join(', ')}.` }),
  direction: z.enum(DIRECTIONS, { error: 'The direction is ltr or rtl.' }),
});
export type TUiSettings = z.infer<typeof ZUiSettings>;

// The zod-free type of ui-settings-values.ts is the same as the schema's.
const sameType: [UiSettingsValues, TUiSettings] extends [TUiSettings, UiSettingsValues] ? true : never = true;
void sameType;

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
