// Signed in, the UI settings follow the candidate (spec §3 UI settings, persisted per candidate): the server's copy is
// applied when the layout opens, and every change made on this device is saved there.
import type { TUiSettingsState } from '@portal/shared/schemas/ui-settings';
import { DEFAULT_UI_SETTINGS } from '@portal/shared/schemas/ui-settings-values';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../lib/toast';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { applyUiSettings, getUiSettings, registerUiSettingsSaver, uiChangeCount } from '../../lib/theme';
import { uiSettingsQueryOptions, useUiSettingsState } from './api/get-ui-settings';
import { updateUiSettingsOnServer } from './api/update-ui-settings';

/** Shows the server's copy of the settings (null: not known). Never saved: the defaults (another candidate may have
 * used this device), in the mode this device shows. */
export function applyServerUiSettings(state: TUiSettingsState | null | undefined): void {
  if (!state) return;
  applyUiSettings(state.settings ?? { ...DEFAULT_UI_SETTINGS, mode: getUiSettings().mode });
}

/** Applies and saves the settings; answers whether the guide was already shown (null while unknown). */
export function useUiSettingsSync(): { guideSeen: boolean | null } {
  const { t } = useTranslation('settings');
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const { data } = useUiSettingsState();
  const changesAtStart = useRef(uiChangeCount());

  useEffect(() => {
    registerUiSettingsSaver((change) => {
      updateUiSettingsOnServer(change).then(
        (state) => queryClient.setQueryData(uiSettingsQueryOptions().queryKey, state),
        () => enqueueSnackbar(t('saveFailed'), { variant: 'error' }),
      );
    });
    return () => registerUiSettingsSaver(null);
  }, [enqueueSnackbar, queryClient, t]);

  useEffect(() => {
    // A change the candidate made while the settings were loading wins over the server's older copy.
    if (uiChangeCount() !== changesAtStart.current) return;
    applyServerUiSettings(data);
  }, [data]);

  return { guideSeen: data ? data.guideSeen : null };
}
