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

export function buildTheme(themeMode: ThemeMode): Theme {
  return createTheme({
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
