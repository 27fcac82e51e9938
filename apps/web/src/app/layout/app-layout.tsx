import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { DRAWER_WIDTH, DRAWER_WIDTH_MOBILE } from '@portal/shared/constants';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { markGuideSeen } from '../../features/guide/api/mark-guide-seen';
import { RealtimeConnection } from '../../features/dashboard/realtime/use-realtime';
import { candidateProfileQueryOptions } from '../../features/application/api/get-candidate-profile';
import { dashboardQueryOptions } from '../../features/dashboard/api/dashboard';
import { uiSettingsQueryOptions } from '../../features/settings/api/get-ui-settings';
import { applyServerUiSettings, useUiSettingsSync } from '../../features/settings/use-ui-settings-sync';
import type { Brand } from '../../lib/brand';
import { preloadable } from '../../lib/preloadable';
import { useUiSettings } from '../../lib/theme';
import { Breadcrumbs } from './breadcrumbs';
import { HorizontalMenu } from './horizontal-menu';
import { PageContent } from './page-content';
import { Sidebar } from './sidebar';
import { SupportFooter } from './support-footer';
import { ThemeBackdrop } from './theme-backdrop';
import { TopBar } from './top-bar';

// spec §2/§4 session dialog ("Oh No!"), owned by the auth feature.
const SessionDialog = preloadable(() => import('../../features/auth/components/session-dialog'));
// spec §2/§4 incomplete-profile banner and specialty dialog, owned by the application feature.
const ProfileNotices = preloadable(() => import('../../features/application/components/profile-notices'));

/** The message namespaces the layout and its always-shown parts use beyond the first chunk's (top bar: guide,
 * settings; sidebar: dashboard; profile notices: notices). */
export const LAYOUT_NAMESPACES = ['settings', 'guide', 'dashboard', 'notices'];

// Every signed-in page shows these: they start loading together, as this module loads, instead of one after another
// as each part first renders and waits for its messages (a chain of round trips before the page could show).
// A failed load shows where the part renders (its Suspense, the update prompt), not here.
/** Resolves once the layout's messages are in (whether or not they loaded): it then renders without suspending. */
export const layoutReady: Promise<unknown> = i18n.loadNamespaces(LAYOUT_NAMESPACES).catch(() => undefined);
SessionDialog.load().catch(() => undefined);
ProfileNotices.load().catch(() => undefined);

// Loaded on first opening: the panel (and its HTML sanitiser) is not needed to show a page.
const ChangeLogPanel = lazy(() =>
  import('../../features/changelog/components/changelog-panel').then((module) => ({ default: module.ChangeLogPanel })),
);
// spec §2 settings drawer and §4 guide: their own chunks, loaded when first opened.
const SettingsDrawer = lazy(() => import('../../features/settings/components/settings-drawer'));
// The guide opens by itself after a first sign-in: it is then loaded with the layout (prefetch) and shows in the
// first paint.
const GuideDialog = preloadable(() => import('../../features/guide/components/guide-dialog'));

/**
 * The calls every signed-in page makes first (main.tsx starts them with the layout and renders once they are in):
 * the UI settings (applied before the first render, so the page does not paint in the device's settings and again in
 * the candidate's), the guide when it is due, the candidate's profile (banner, specialty dialog) and the dashboard
 * (the sidebar's badges). Resolves either way: a failed call shows where its part renders.
 */
export function prefetch(client: QueryClient): Promise<unknown> {
  const settings = client
    .ensureQueryData(uiSettingsQueryOptions())
    .then((state) => {
      applyServerUiSettings(state);
      return state?.guideSeen === false ? GuideDialog.load() : undefined;
    })
    .catch(() => undefined);
  const parts = Promise.all([SessionDialog.load(), ProfileNotices.load()]).catch(() => undefined);
  return Promise.all([settings, parts, client.prefetchQuery(candidateProfileQueryOptions()), client.prefetchQuery(dashboardQueryOptions())]);
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
      {isSmall ? (
        <SwipeableDrawer
          anchor={side}
          open={mobileOpen}
          onOpen={() => setMobileOpen(true)}
          onClose={closeMobile}
          ModalProps={{ keepMounted: drawerMounted }}
          slotProps={{ paper: { sx: { width: DRAWER_WIDTH_MOBILE, maxWidth: '85vw' } } }}
        >
          <Sidebar brand={brand} onNavigate={closeMobile} />
        </SwipeableDrawer>
      ) : (
        !horizontal && (
          <Drawer
            variant="persistent"
            anchor={side}
            open={docked}
            slotProps={{ paper: { sx: { width, boxSizing: 'border-box' } } }}
            // The right sidebar's place in the row is after the page.
            sx={{ width: offset, flexShrink: 0, order: side === 'right' ? 1 : 0, transition: theme.transitions.create('width') }}
          >
            <Sidebar brand={brand} />
          </Drawer>
        )
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', position: 'relative' }}>
        <Toolbar />
        {horizontal && <HorizontalMenu mega={layout === 'mega-menu'} />}
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
                <ProfileNotices />
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
      <Suspense fallback={null}>
        <SessionDialog />
      </Suspense>
    </Box>
  );
}
