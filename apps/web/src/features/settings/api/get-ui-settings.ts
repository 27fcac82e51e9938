// GET /api/candidate/ui-settings: the candidate's UI settings (null until saved once) and whether the guide was shown.
import type { TUiSettingsState } from '@portal/shared/schemas/ui-settings';
// The zod-free module: every signed-in page reads this answer, and zod is not needed to show one.
import { DEFAULT_UI_SETTINGS, type UiSettingsValues, isUiSettingValue } from '@portal/shared/schemas/ui-settings-values';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const UI_SETTINGS_PATH = '/api/candidate/ui-settings';

const KEYS = Object.keys(DEFAULT_UI_SETTINGS) as (keyof UiSettingsValues)[];

/** The answer as the server's schema (ZUiSettingsState) reads it, checked field by field; null when it is not one. */
export function readUiSettingsState(value: unknown): TUiSettingsState | null {
  if (!value || typeof value !== 'object') return null;
  const { settings, guideSeen } = value as { settings?: unknown; guideSeen?: unknown };
  if (typeof guideSeen !== 'boolean') return null;
  if (settings === null) return { settings: null, guideSeen };
  if (!settings || typeof settings !== 'object') return null;
  const record = settings as Record<string, unknown>;
  if (!KEYS.every((key) => isUiSettingValue(key, record[key]))) return null;
  return { settings: Object.fromEntries(KEYS.map((key) => [key, record[key]])) as UiSettingsValues, guideSeen };
}

/**
 * Whether the guide had not been shown when the settings were read for this visit: a new candidate's first visit. Kept
 * apart from the cached answer, which turns to "shown" as soon as the guide opens or a setting is saved.
 */
let firstVisit = false;
export const isFirstVisit = () => firstVisit;

/** The answer, or null when it is not one (an older server): the device's own settings then stay. */
export async function getUiSettingsState(): Promise<TUiSettingsState | null> {
  const state = readUiSettingsState((await api.get<unknown>(UI_SETTINGS_PATH)).data);
  firstVisit = state?.guideSeen === false;
  return state;
}

// Read once a visit: every later change is made here and saved (update-ui-settings.ts keeps the cache in step).
export const uiSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['ui-settings'], queryFn: getUiSettingsState, staleTime: Infinity });

export function useUiSettingsState() {
  return useQuery(uiSettingsQueryOptions());
}
