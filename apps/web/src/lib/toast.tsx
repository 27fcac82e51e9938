// Toasts (spec §8: at most 3, red error / green success, 3 s, top right) with notistack, which loads with the first
// toast instead of with the first page (about 7 KiB on the wire that no first page shows). Features call
// `useSnackbar()` from here exactly as they would notistack's.
import { SNACKBAR_HIDE_MS, SNACKBAR_MAX } from '@portal/shared/constants';
import type * as NotistackModule from 'notistack';
import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';
import { type ComponentType, Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { TOASTS_CLASS } from './theme';

type Notistack = typeof NotistackModule;
type Toast = [message: SnackbarMessage, options?: OptionsObject];

let notistack: Notistack | null = null;
let loading: Promise<Notistack> | null = null;
/** Toasts asked for before the provider was there: shown, in order, once it mounts. */
const waiting: Toast[] = [];
let hostWanted = false;
const listeners = new Set<() => void>();

function loadNotistack(): Promise<Notistack> {
  loading ??= import('notistack').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

function wantHost() {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of listeners) listener();
}

/** Shows a toast; the first one loads notistack and mounts its provider. */
export function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): SnackbarKey | undefined {
  if (notistack) return notistack.enqueueSnackbar(message, options);
  waiting.push([message, options]);
  wantHost();
  return undefined;
}

export function closeSnackbar(key?: SnackbarKey): void {
  notistack?.closeSnackbar(key);
}

/** notistack's hook, as the features use it (the functions do not depend on the component). */
export function useSnackbar() {
  return { enqueueSnackbar, closeSnackbar };
}

const Provider = lazy(async (): Promise<{ default: ComponentType }> => {
  const module = await loadNotistack();
  return {
    default: function ToastProvider() {
      useEffect(() => {
        notistack = module;
        for (const [message, options] of waiting.splice(0)) module.enqueueSnackbar(message, options);
      }, []);
      return (
        <module.SnackbarProvider
          maxSnack={SNACKBAR_MAX}
          autoHideDuration={SNACKBAR_HIDE_MS}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          // Below the top bar, so a toast never covers its buttons (lib/theme.ts places the class).
          classes={{ containerAnchorOriginTopRight: TOASTS_CLASS }}
          // notistack's error and success variants are red and green.
        />
      );
    },
  };
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Placed once inside the theme (app/providers.tsx): renders notistack's provider from the first toast on. */
export function ToastHost() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => hostWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Provider />
    </Suspense>
  );
}
