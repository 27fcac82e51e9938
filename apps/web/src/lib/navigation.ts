// Navigation for code outside React components (the API client's 401 rule). The router registers its navigate
// function at start; before that (or in tests without a router) a full page load does the job.

type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

let navigateImpl: Navigate | null = null;
let waiting: (() => void)[] = [];

export function registerNavigate(navigate: Navigate | null): void {
  navigateImpl = navigate;
  if (!navigate) return;
  const ready = waiting;
  waiting = [];
  for (const run of ready) run();
}

/**
 * Runs `run` once the router has registered its navigate function: at once when it has. A page's first calls answer
 * before the app first renders (main.tsx); what such an answer leads to (the 401 rule) waits for the router, so that
 * the access guard first decides on the stored session, as on any visit, and the page then moves without a reload.
 */
export function whenNavigable(run: () => void): void {
  if (navigateImpl) run();
  else waiting.push(run);
}

export function navigateTo(to: string, options?: { replace?: boolean; state?: unknown }): void {
  if (navigateImpl) navigateImpl(to, options);
  else window.location.assign(to);
}
