import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './lib/i18n';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { preloadPage } from './app/routes';
import { loadAppLayout } from './app/shell';
import { getAuth } from './lib/auth-store';
import { loadRtlCache } from './lib/rtl-cache';
import { getUiSettings } from './lib/theme';

// The first page (and, signed in, the signed-in layout with its messages) starts loading at once, and the app first
// renders once they are in: the first paint shows the page, not a Suspense fallback that the page then replaces.
// A failed load renders anyway (the page shows the update prompt). The page's and the layout's first calls start as
// their modules come in, and the first render waits for their answers too, for FIRST_CALLS_WAIT_MS at most: the page
// then paints once, with its data, rather than painting empty and rendering again, after that paint, as each answer
// comes (long tasks a tap would wait behind). A slow answer is shown by the page when it comes.
const FIRST_CALLS_WAIT_MS = 1500;
const atMost = (work: Promise<unknown> | undefined) =>
  work && Promise.race([work.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FIRST_CALLS_WAIT_MS))]);
const queryClient = createQueryClient();
const { pathname } = window.location;
const pageReady = preloadPage(pathname).then((module) => atMost(module?.prefetch?.(queryClient, pathname)));
const layoutReady = getAuth().token ? loadAppLayout().then((module) => atMost(module.prefetch(queryClient)), () => undefined) : undefined;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// A language other than the default one (chosen earlier on this device) is loaded first, so the page never shows
// in one language and then switches; the default language is bundled and renders at once. The same for a stored
// right-to-left direction and its styles (a failed load renders left-to-right styles rather than nothing).
const rtlReady = getUiSettings().direction === 'rtl' ? loadRtlCache().catch(() => undefined) : undefined;
// The first render is a transition: React renders it in slices, yielding to the browser between them, rather than
// in one long task that nothing (a tap, a key) can interrupt.
void Promise.all([i18nReady, rtlReady, pageReady, layoutReady]).then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
});
