// PUT /api/candidate/ui-settings: saves the changed settings; the server merges them into the stored ones.
import type { TUiSettingsState, TUiSettingsUpdate } from '@portal/shared/schemas/ui-settings';
import { api } from '../../../lib/api-client';
import { UI_SETTINGS_PATH } from './get-ui-settings';

export async function updateUiSettingsOnServer(change: TUiSettingsUpdate): Promise<TUiSettingsState> {
  return (await api.put<TUiSettingsState>(UI_SETTINGS_PATH, change)).data;
}
