// GET /api/candidate/ui-settings: the candidate's UI settings (null until saved once) and whether the guide was shown.
import { type TUiSettingsState, ZUiSettingsState } from '@portal/shared/schemas/ui-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const UI_SETTINGS_PATH = '/api/candidate/ui-settings';

/** The answer, or null when it is not one (an older server): the device's own settings then stay. */
export async function getUiSettingsState(): Promise<TUiSettingsState | null> {
  const parsed = ZUiSettingsState.safeParse((await api.get<unknown>(UI_SETTINGS_PATH)).data);
  return parsed.success ? parsed.data : null;
}

// Read once a visit: every later change is made here and saved (update-ui-settings.ts keeps the cache in step).
export const uiSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['ui-settings'], queryFn: getUiSettingsState, staleTime: Infinity });

export function useUiSettingsState() {
  return useQuery(uiSettingsQueryOptions());
}
