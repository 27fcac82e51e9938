// Navigation for code outside React components (the API client's 401 rule). The router registers its navigate
// function at start; before that (or in tests without a router) a full page load does the job.

type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

let navigateImpl: Navigate | null = null;

export function registerNavigate(navigate: Navigate | null): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean; state?: unknown }): void {
  if (navigateImpl) navigateImpl(to, options);
  else window.location.assign(to);
}
