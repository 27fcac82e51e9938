// The UI settings of spec §3 (theme colour, mode, gradient, decoration, layout, background size, direction) and the MUI
// theme built from them. Kept in local storage `settings` (spec §3 "Persisted parts: Settings") so a page paints at
// once in the candidate's choice; when signed in, the settings feature also saves every change on the server and
// applies the server's copy on load (features/settings), so they follow the candidate to another device.
// Font Open Sans (spec §9), bundled from npm.
import { createTheme, type Theme } from '@mui/material/styles';
// The zod-free module: zod is not part of the first chunk.
import {
  DEFAULT_UI_SETTINGS,
  type ThemeName,
  type UiSettingsValues as TUiSettings,
  isUiSettingValue,
} from '@portal/shared/schemas/ui-settings-values';
import { useSyncExternalStore } from 'react';
import { BACKGROUNDS, PALETTES } from './palettes';
import { loadRtlCache, rtlCacheLoaded } from './rtl-cache';
import { readJson, writeJson } from './storage';

export type ThemeMode = 'light' | 'dark';
export type UiSettings = TUiSettings;
const SETTINGS_KEY = 'settings';

/** What local storage holds, field by field: an unknown or old value falls back to its default. */
function loadSettings(): UiSettings {
  const stored = readJson<Record<string, unknown>>(SETTINGS_KEY) ?? {};
  const result = { ...DEFAULT_UI_SETTINGS };
  for (const key of Object.keys(DEFAULT_UI_SETTINGS) as (keyof UiSettings)[]) {
    if (isUiSettingValue(key, stored[key])) (result as Record<string, unknown>)[key] = stored[key];
  }
  return result;
}

let settings: UiSettings = loadSettings();
/** What the page shows: `settings`, except while right-to-left styles load for a change to RTL. */
let shown: UiSettings = settings;
const listeners = new Set<() => void>();
type Saver = (change: Partial<UiSettings>) => void;
let saver: Saver | null = null;
/** Counts the candidate's own changes, so a server answer that arrives after one does not undo it. */
let changeCount = 0;

function publish(next: UiSettings) {
  settings = next;
  writeJson(SETTINGS_KEY, next);
  // Right-to-left styles load the first time they are used: the page turns when they are there, so the direction and
  // the mirrored styles change together (a failed load turns it with left-to-right styles).
  if (next.direction === 'rtl' && !rtlCacheLoaded()) {
    void loadRtlCache()
      .catch(() => undefined)
      .then(() => {
        if (settings === next) notify(next);
      });
    return;
  }
  notify(next);
}

function notify(next: UiSettings) {
  shown = next;
  applyDocumentDirection(next.direction);
  for (const listener of listeners) listener();
}

function applyDocumentDirection(direction: UiSettings['direction']) {
  if (typeof document !== 'undefined') document.documentElement.dir = direction;
}
applyDocumentDirection(settings.direction);

export function getUiSettings(): UiSettings {
  return settings;
}

/** A change made by the candidate: applied at once, kept on this device and (signed in) saved on the server. */
export function updateUiSettings(change: Partial<UiSettings>): void {
  changeCount += 1;
  publish({ ...settings, ...change });
  saver?.(change);
}

/** Settings read from the server: applied, not saved back. The same settings as shown change nothing (no page-wide
 * render when a signed-in page opens with the settings it already has). */
export function applyUiSettings(next: UiSettings): void {
  const keys = Object.keys(DEFAULT_UI_SETTINGS) as (keyof UiSettings)[];
  if (settings === shown && keys.every((key) => settings[key] === next[key])) return;
  publish(next);
}

export function uiChangeCount(): number {
  return changeCount;
}

/** The signed-in layout registers the server save; signed out, changes stay on the device. */
export function registerUiSettingsSaver(next: Saver | null): void {
  saver = next;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getShown = () => shown;

export function useUiSettings(): UiSettings {
  return useSyncExternalStore(subscribe, getShown, getShown);
}

export function getThemeMode(): ThemeMode {
  return shown.mode;
}

export function setThemeMode(next: ThemeMode): void {
  updateUiSettings({ mode: next });
}

export function toggleThemeMode(): void {
  setThemeMode(settings.mode === 'light' ? 'dark' : 'light');
}

export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribe, getThemeMode, getThemeMode);
}

/** The class of the toasts' container (app/providers.tsx). */
export const TOASTS_CLASS = 'portal-toasts';

/** The keyboard-focus ring: 3 px, off the element by 2 px, in a colour of at least 3:1 against both backgrounds. */
export const FOCUS_RING = { light: '#0b57d0', dark: '#8ab4f8' } as const;

export function buildTheme(themeMode: ThemeMode, themeName: ThemeName = 'ocean', direction: 'ltr' | 'rtl' = 'ltr'): Theme {
  const ring = `3px solid ${FOCUS_RING[themeMode]}`;
  const colours = PALETTES[themeName][themeMode];
  return createTheme({
    direction,
    components: {
      // A long message wraps instead of becoming a scrollable box (which a keyboard could not reach on a narrow phone).
      MuiAlert: { styleOverrides: { message: { overflow: 'visible', overflowWrap: 'anywhere' } } },
      MuiCssBaseline: {
        styleOverrides: {
          // A clear outline on whatever the keyboard focuses (WCAG 2.4.7), not only MUI's faint ripple. Text inputs keep
          // their own focused border; a heading or region focused by the app after a navigation shows no ring.
          'body :focus-visible:not(.MuiInputBase-input):not([tabindex="-1"]), body .Mui-focusVisible': {
            outline: ring,
            outlineOffset: 2,
          },
          'body [tabindex="-1"]:focus': { outline: 'none' },
          // Reduced motion asked for by the system: transitions end at once (page fade, drawers, theme change);
          // spinners keep turning so that loading still shows.
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important' },
          },
          // Toasts (notistack) start below the top bar (56 px on phones, 64 px from sm up).
          [`.${TOASTS_CLASS}`]: { top: '64px !important', '@media (min-width: 600px)': { top: '72px !important' } },
          // notistack's green success toast is 3.3:1 under white text; this green is 5.1:1 (WCAG 1.4.3).
          '.notistack-MuiContent-success': { backgroundColor: '#2e7d32 !important' },
          // The Slider's input is visually hidden: the ring goes on its thumb.
          'body .MuiSlider-thumb.Mui-focusVisible': { outline: ring, outlineOffset: 2 },
        },
      },
      MuiAvatar: {
        styleOverrides: {
          // Initials on MUI's default grey are 1.73:1; these are above 4.5:1 in both modes.
          colorDefault:
            themeMode === 'light' ? { backgroundColor: '#546e7a', color: '#ffffff' } : { backgroundColor: '#90a4ae', color: '#121417' },
        },
      },
    },
    palette: {
      mode: themeMode,
      // Text on a primary or secondary button is chosen for 4.5:1 (WCAG 1.4.3), not MUI's default 3:1.
      contrastThreshold: 4.5,
      primary: { main: colours.primary },
      secondary: { main: colours.secondary },
      background: BACKGROUNDS[themeMode],
      // The status colours, where MUI's defaults read below 4.5:1 as text on this mode's page or paper (MUI's dark
      // error is 4.49:1 on the dark paper; its light info and warning are 3.6:1 and 2.9:1 on the page).
      ...(themeMode === 'dark' ? { error: { main: '#f6685e' } } : { info: { main: '#01579b' }, warning: { main: '#b54708' } }),
    },
    typography: {
      fontFamily: '"Open Sans", "Open Sans fallback", "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.4rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
  });
}
