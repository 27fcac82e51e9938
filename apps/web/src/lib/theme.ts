// Light/dark theme (spec §4 "Theme mode toggles light/dark"), persisted in local storage `settings`; font Open Sans
// (spec §9), bundled from npm.
import { createTheme, type Theme } from '@mui/material/styles';
import { useSyncExternalStore } from 'react';
import { readJson, writeJson } from './storage';

export type ThemeMode = 'light' | 'dark';
const SETTINGS_KEY = 'settings';

type Settings = { mode?: ThemeMode };

function loadMode(): ThemeMode {
  const settings = readJson<Settings>(SETTINGS_KEY);
  return settings?.mode === 'dark' ? 'dark' : 'light';
}

let mode: ThemeMode = loadMode();
const listeners = new Set<() => void>();

export function getThemeMode(): ThemeMode {
  return mode;
}

export function setThemeMode(next: ThemeMode): void {
  mode = next;
  writeJson(SETTINGS_KEY, { ...readJson<Settings>(SETTINGS_KEY), mode: next });
  for (const listener of listeners) listener();
}

export function toggleThemeMode(): void {
  setThemeMode(mode === 'light' ? 'dark' : 'light');
}

export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getThemeMode,
    getThemeMode,
  );
}

/** The class of the toasts' container (app/providers.tsx). */
export const TOASTS_CLASS = 'portal-toasts';

/** The keyboard-focus ring: 3 px, off the element by 2 px, in a colour of at least 3:1 against both backgrounds. */
export const FOCUS_RING = { light: '#0b57d0', dark: '#8ab4f8' } as const;

export function buildTheme(themeMode: ThemeMode): Theme {
  const ring = `3px solid ${FOCUS_RING[themeMode]}`;
  return createTheme({
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
      primary: { main: themeMode === 'light' ? '#1565c0' : '#64b5f6' },
      secondary: { main: '#00897b' },
      background: themeMode === 'light' ? { default: '#f4f6f9', paper: '#ffffff' } : { default: '#121417', paper: '#1c1f24' },
    },
    typography: {
      fontFamily: '"Open Sans", "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.4rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
  });
}
