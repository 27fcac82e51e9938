import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import { PAGE_FADE_MS, ROUTE_LOADED_DELAY_MS } from '@portal/shared/constants';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Outlet, useLocation } from 'react-router';
import { LoadingBar } from '../../components/loading-bar';
import { MAIN_CONTENT_ID, focusMainContent } from '../../components/skip-link';
import { ErrorBoundary } from '../error-boundary';

/** Whether the page's main heading is in and shown (focusMainContent focuses <main> instead of a hidden heading). */
function headingShown(main: HTMLElement): boolean {
  return (main.querySelector('h1') as HTMLElement | null)?.offsetParent != null;
}

/** Whether a page has been shown since the document loaded: focus moves only on later pages (a navigation). */
let firstPageShown = false;

/**
 * spec §4: the page-loaded flag is set 500 ms after each route change. The document's first page is no route change:
 * it is shown as soon as it renders, without the delay or the fade (its largest paint must not wait for either).
 */
export function usePageLoaded(pathname: string): boolean {
  const [loadedPath, setLoadedPath] = useState<string | null>(() => (firstPageShown ? null : pathname));
  useEffect(() => {
    const timer = setTimeout(() => setLoadedPath(pathname), ROUTE_LOADED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
  return loadedPath === pathname;
}

function Spinner() {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

/** The routed page: scrolled to top on route change, spinner until the loaded flag, then a 700 ms fade-in (spec §4,
 * §9; the document's first page appears at once); render errors stay inside it (the layout keeps working) and clear when the route changes. */
export function PageContent({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const loaded = usePageLoaded(pathname);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // After a navigation (not the first page), keyboard focus goes to the new page's main heading, unless the candidate
  // has already moved it into the page; it would otherwise stay on the link that was followed, in the sidebar.
  useEffect(() => {
    if (!loaded) return;
    if (!firstPageShown) {
      firstPageShown = true;
      return;
    }
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    if (main.contains(document.activeElement) && document.activeElement !== main) return;
    focusMainContent();
    if (headingShown(main)) return;
    // The page is still loading (its chunk, its strings or its data), or a part of it that loads later hides it for a
    // moment (React hides a suspended page with `display: none` and shows it again): focus waits on <main> and moves
    // to the heading when it shows, unless the candidate has moved it meanwhile.
    const observer = new MutationObserver(() => {
      if (!headingShown(main)) return;
      observer.disconnect();
      if (document.activeElement === main || document.activeElement === document.body) focusMainContent();
    });
    observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
    const stop = setTimeout(() => observer.disconnect(), 15_000);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [loaded, pathname]);

  return (
    <ErrorBoundary resetKey={pathname}>
      <LoadingBar routeChanging={!loaded} />
      {!loaded && <Spinner />}
      <Fade in={loaded} appear={false} timeout={{ enter: PAGE_FADE_MS, exit: 0 }}>
        {/* Mounted at once so the page's chunk and data load during the delay. */}
        <Box sx={loaded ? undefined : { position: 'absolute', left: -10000, top: 0, width: '100%' }} aria-hidden={!loaded}>
          <Suspense fallback={<Spinner />}>{children ?? <Outlet />}</Suspense>
        </Box>
      </Fade>
    </ErrorBoundary>
  );
}
