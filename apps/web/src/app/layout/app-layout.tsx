import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { DRAWER_WIDTH, WIDE_SCREEN_MEDIA } from '@portal/shared/constants';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentProps, Suspense, lazy, useEffect, useRef, useState } from 'react';
import i18n from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, useLocation } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { SessionDialog } from '../../features/auth/components/session-dialog';
import { markGuideSeen } from '../../features/guide/api/mark-guide-seen';
import { RealtimeConnection } from '../../features/dashboard/realtime/use-realtime';
import { dashboardQueryOptions } from '../../features/dashboard/api/dashboard';
import { uiSettingsQueryOptions } from '../../features/settings/api/get-ui-settings';
import { applyServerUiSettings, useUiSettingsSync } from '../../features/settings/use-ui-settings-sync';
import { useAfterFirstPaint } from '../../lib/after-paint';
import { withMessages } from '../../lib/i18n';
import type { Brand } from '../../lib/brand';
import { preloadable } from '../../lib/preloadable';
import { useUiSettings } from '../../lib/theme';
import { Breadcrumbs } from './breadcrumbs';
import { PageContent } from './page-content';
import { SupportFooter } from './support-footer';
import { ThemeBackdrop } from './theme-backdrop';
import { TopBar } from './top-bar';

// The sidebar's drawer, and the menu bar of the top-navigation layouts: on a wide screen loaded with the page (prefetch
// below; the build preloads the drawer there), on a small screen after the first paint (the drawer is closed then).
// Both name the menu's entries partly in the dashboard's messages.
const SideNavigation = preloadable(() => withMessages(import('./side-navigation'), 'dashboard'));
const HorizontalMenu = preloadable(() =>
  withMessages(
    import('./horizontal-menu').then((module) => ({ default: module.HorizontalMenu })),
    'dashboard',
  ),
);
const MegaMenu = preloadable(() =>
  withMessages(
    import('./horizontal-menu').then((module) => ({ default: module.MegaMenu })),
    'dashboard',
  ),
);
// spec §2/§4 incomplete-profile banner and specialty dialog, owned by the application feature.
const ProfileNotices = preloadable(() => import('../../features/application/components/profile-notices'));

/** The message namespaces the layout and its always-shown parts use beyond the first chunk's (top bar: settings;
 * profile notices: notices). */
export const LAYOUT_NAMESPACES = ['settings', 'notices'];

// Every signed-in page shows these: they start loading together, as this module loads, instead of one after another
// as each part first renders and waits for its messages (a chain of round trips before the page could show).
// A failed load shows where the part renders (its Suspense, the update prompt), not here.
/** Resolves once the layout's messages are in (whether or not they loaded): it then renders without suspending. */
export const layoutReady: Promise<unknown> = i18n.loadNamespaces(LAYOUT_NAMESPACES).catch(() => undefined);
ProfileNotices.load().catch(() => undefined);
const wideScreen = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN_MEDIA).matches;
if (wideScreen()) SideNavigation.load().catch(() => undefined);

// Loaded on first opening: the panel (and its HTML sanitiser) is not needed to show a page.
const ChangeLogPanel = lazy(() =>
  import('../../features/changelog/components/changelog-panel').then((module) => ({ default: module.ChangeLogPanel })),
);
// spec §2 settings drawer and §4 guide: their own chunks, loaded when first opened.
const SettingsDrawer = lazy(() => import('../../features/settings/components/settings-drawer'));
// The guide opens by itself after a first sign-in: it is then loaded with the layout (prefetch) and shows in the
// first paint.
const GuideDialog = preloadable(() => withMessages(import('../../features/guide/components/guide-dialog'), 'guide'));

/**
 * The calls every signed-in page makes first (main.tsx starts them with the layout and renders once they are in):
 * the UI settings (applied before the first render, so the page does not paint in the device's settings and again in
 * the candidate's), the guide when it is due, the candidate's profile (banner, specialty dialog) and, on a wide screen,
 * the sidebar with its badges (the dashboard call). Resolves either way: a failed call shows where its part renders.
 */
export function prefetch(client: QueryClient): Promise<unknown> {
  const settings = client
    .ensureQueryData(uiSettingsQueryOptions())
    .then((state) => {
      applyServerUiSettings(state);
      const layout = state?.settings?.layout;
      const menu = !wideScreen()
        ? undefined
        : layout === 'top-navigation'
          ? HorizontalMenu
          : layout === 'mega-menu'
            ? MegaMenu
            : undefined;
      return Promise.all([state?.guideSeen === false && GuideDialog.load(), menu?.load()]);
    })
    .catch(() => undefined);
  const sidebar = wideScreen() ? SideNavigation.load().catch(() => undefined) : undefined;
  const notices = ProfileNotices.load()
    .then((module) => module.prefetchProfileNotices(client))
    .catch(() => undefined);
  // The sidebar's badges: a small screen's drawer asks for them when it loads, after the first paint.
  const badges = wideScreen() ? client.prefetchQuery(dashboardQueryOptions()) : undefined;
  return Promise.all([settings, sidebar, notices, badges]);
}

/**
 * The sidebar in its drawer. A small screen's drawer, closed in the first paint, mounts after that paint, or when the
 * menu is opened before it. The paint's state is this part's own: the page around it does not render again.
 */
function Navigation(props: ComponentProps<typeof SideNavigation>) {
  const painted = useAfterFirstPaint();
  if (props.isSmall && !painted && !props.mobileOpen) return null;
  return (
    <Suspense fallback={null}>
      <SideNavigation {...props} />
    </Suspense>
  );
}

/** spec §9: the sidebar of the big-sidebar layout ("280 big-left"). */
const DRAWER_WIDTH_BIG = 280;

/**
 * The signed-in layout (spec §2 "Layout"): top bar, sidebar or menu bar, breadcrumbs, page, support footer 40 px, in
 * the candidate's layout (spec §9: left-sidebar, big-sidebar, right-sidebar, top-navigation, mega-menu) and direction.
 *
 * Drawer: spec §2 reads "permanent on small screens and swipeable on larger ones". A 240 px permanent drawer would
 * leave a phone 150 px for the page, so we follow the template that sentence describes the other way round: a
 * swipeable drawer on small screens and a docked drawer (collapsible with the menu toggle) on larger ones. A menu bar
 * does not fit a phone either: on small screens every layout opens the menu as the swipeable drawer.
 */
export function AppLayout({ brand }: { brand: Brand | null }) {
  const { t } = useTranslation(['common']);
  const theme = useTheme();
  const isSmall = !useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { pathname } = useLocation();
  const { layout } = useUiSettings();
  const { guideSeen } = useUiSettingsSync();
  const [docked, setDocked] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  // The drawer of small screens mounts when it first opens (a tap on the menu button or a swipe from the edge), and
  // is kept mounted from then on. Mounted hidden with the page, or at the first idle moment after it, it cost a long
  // task (the sidebar's render and the slide's layout) just when the candidate starts to use the page.
  const [drawerMounted, setDrawerMounted] = useState(false);
  if (mobileOpen && !drawerMounted) setDrawerMounted(true);
  const [changeLogOpen, setChangeLogOpen] = useState(false);
  const [changeLogUsed, setChangeLogUsed] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsUsed, setSettingsUsed] = useState(false);
  // spec §4: the guide opens by itself once, after the candidate's first sign-in; the server remembers it was shown.
  // Known when the layout mounts (prefetch), it is open in the first paint; else it opens when the answer comes.
  const [guideOpen, setGuideOpen] = useState(guideSeen === false);
  const [guideUsed, setGuideUsed] = useState(guideSeen === false);
  const guideShown = useRef(false);
  useEffect(() => {
    if (guideSeen !== false || guideShown.current) return;
    guideShown.current = true;
    setGuideUsed(true);
    setGuideOpen(true);
    markGuideSeen().catch(() => undefined);
  }, [guideSeen]);

  const horizontal = !isSmall && (layout === 'top-navigation' || layout === 'mega-menu');
  const side = layout === 'right-sidebar' ? 'right' : 'left';
  const width = layout === 'big-sidebar' ? DRAWER_WIDTH_BIG : DRAWER_WIDTH;
  const offset = !isSmall && !horizontal && docked ? width : 0;
  const closeMobile = () => setMobileOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }} data-layout={layout}>
      <SkipLink />
      <TopBar
        // The brand is in the docked sidebar; the top bar names it when the sidebar is hidden.
        title={offset ? '' : (brand?.name ?? '')}
        brand={brand}
        menu={
          horizontal && layout === 'mega-menu' ? (
            <Suspense fallback={null}>
              <MegaMenu />
            </Suspense>
          ) : null
        }
        isSmall={isSmall}
        offset={offset}
        side={side}
        horizontal={horizontal}
        onToggleMenu={() => (isSmall ? setMobileOpen((open) => !open) : setDocked((open) => !open))}
        onToggleChangeLog={() => {
          setChangeLogUsed(true);
          setChangeLogOpen((open) => !open);
        }}
        onShowGuide={() => {
          setGuideUsed(true);
          setGuideOpen(true);
        }}
        onOpenSettings={() => {
          setSettingsUsed(true);
          setSettingsOpen(true);
        }}
      />
      {/* One live connection per signed-in page, whatever the layout (a menu bar layout has no sidebar). */}
      <RealtimeConnection />
      {!horizontal && (
        <Navigation
          brand={brand}
          isSmall={isSmall}
          side={side}
          width={width}
          docked={docked}
          offset={offset}
          mobileOpen={mobileOpen}
          keepMounted={drawerMounted}
          onOpen={() => setMobileOpen(true)}
          onClose={closeMobile}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', position: 'relative' }}>
        <Toolbar />
        {horizontal && layout === 'top-navigation' && (
          <Suspense fallback={null}>
            <HorizontalMenu />
          </Suspense>
        )}
        <Box sx={{ flex: 1, position: 'relative', display: 'flex', flexDirection: 'column' }}>
          <ThemeBackdrop />
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{ flex: 1, p: { xs: 1.5, sm: 3 }, position: 'relative', display: 'flex', flexDirection: 'column', minWidth: 0 }}
          >
            {/* The page on a surface of its own, above the coloured backdrop: text keeps the page's contrast. */}
            <Box
              sx={{
                flex: 1,
                position: 'relative',
                bgcolor: 'background.default',
                borderRadius: 2,
                boxShadow: 1,
                p: { xs: 1.5, sm: 3 },
                minWidth: 0,
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                <Breadcrumbs pathname={pathname} />
                {/* spec §2: on /skills/checklist an Add Checklist button opens /skills/checklist/pickTest. */}
                {pathname === '/skills/checklist' && (
                  <Button
                    variant="contained"
                    startIcon={<AddIcon />}
                    component={RouterLink}
                    to="/skills/checklist/pickTest"
                    sx={{ mb: 2 }}
                  >
                    {t('addChecklist')}
                  </Button>
                )}
              </Box>
              <Suspense fallback={null}>
                {/* The specialty dialog waits while the guide is open: one modal at a time. */}
                <ProfileNotices dialogsPaused={guideOpen} />
              </Suspense>
              <PageContent />
            </Box>
          </Box>
        </Box>
        <SupportFooter brand={brand} />
      </Box>
      {changeLogUsed && (
        <Suspense fallback={null}>
          <ChangeLogPanel open={changeLogOpen} onClose={() => setChangeLogOpen(false)} />
        </Suspense>
      )}
      {settingsUsed && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
      {guideUsed && (
        <Suspense fallback={null}>
          <GuideDialog open={guideOpen} onClose={() => setGuideOpen(false)} />
        </Suspense>
      )}
      {/* spec §2/§4 session dialog ("Oh No!"), owned by the auth feature. */}
      <SessionDialog />
    </Box>
  );
}
