// Records every history change of the app so a test can tell what the router decided, even when something later
// (for example the 401 rule answering a call made with a fake token) navigates again.
import type { Page } from '@playwright/test';

export type NavEntry = { kind: 'push' | 'replace'; url: string; from: string | null; signedIn: boolean | null };

declare global {
  interface Window {
    __navLog?: NavEntry[];
  }
}

/** Call before the first `page.goto`. */
export async function recordNavigations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__navLog = [];
    for (const kind of ['push', 'replace'] as const) {
      const method = kind === 'push' ? 'pushState' : 'replaceState';
      const original = history[method].bind(history);
      history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
        const usr = (state as { usr?: { from?: unknown; signedIn?: unknown } } | null)?.usr;
        // The router stores its own bookkeeping with a state-only replaceState at start: not a navigation.
        if (url != null)
          window.__navLog?.push({
            kind,
            url: String(url),
            from: typeof usr?.from === 'string' ? usr.from : null,
            signedIn: typeof usr?.signedIn === 'boolean' ? usr.signedIn : null,
          });
        original(state, unused, url);
      };
    }
  });
}

export async function navigations(page: Page): Promise<NavEntry[]> {
  return page.evaluate(() => window.__navLog ?? []);
}

/**
 * What the access guard decided for `path` when the page loaded signed in or out: 'allow', or the path it redirected
 * to. The guard marks its redirects with `state.from` and `state.signedIn` (apps/web/src/app/access-guard.tsx), so a
 * later redirect after the 401 rule cleared the token (signedIn false) is not taken for the first decision. Call this
 * once the page's first heading is in the DOM.
 */
export async function guardDecision(page: Page, path: string, { signedIn }: { signedIn: boolean }): Promise<string> {
  const entry = (await navigations(page)).find((nav) => nav.from === path && nav.signedIn === signedIn);
  return entry ? new URL(entry.url, 'http://x').pathname : 'allow';
}
