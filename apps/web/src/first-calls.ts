// The first script of every page, a file of its own that the browser runs as soon as it has it, long before the app's
// scripts are in. Signed in (a session stored on this device), it starts the calls the page will make first, so that
// their answers travel while the app's scripts load; the app's API client takes each answer instead of asking again
// (lib/api-client.ts). Signed out it does nothing: a public page's first calls are named as preloads in its HTML.
// It imports nothing of the app (which would bring the app's first chunk with it): first-calls-table.test.ts checks
// that the keys and the global it shares with the app are the app's.
import { FIRST_CALLS_GLOBAL, type FirstCalls, LANGUAGE_KEY, OPEN_JOBS_STATE_KEY, TOKEN_KEY, WIDE_SCREEN, firstCallsOf } from './first-calls-table';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

const token = stored(TOKEN_KEY);
// The app sets the global as it makes its first call: when it was faster than this script, it asks for itself.
if (token && !(FIRST_CALLS_GLOBAL in window)) {
  const language = stored(LANGUAGE_KEY) ?? 'en';
  const headers = { Accept: 'application/json', 'Accept-Language': language, Authorization: `Bearer ${token}` };
  const started: FirstCalls = { token, language, at: Date.now(), calls: new Map() };
  const wide = typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN).matches;
  const opening = { search: window.location.search, savedSearch: stored(OPEN_JOBS_STATE_KEY) };
  for (const path of firstCallsOf(window.location.pathname, wide, opening)) started.calls.set(path, fetch(path, { headers }));
  (window as unknown as Record<string, FirstCalls>)[FIRST_CALLS_GLOBAL] = started;
}
