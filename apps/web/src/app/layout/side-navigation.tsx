// The sidebar in its drawer (spec §2 "Layout"): docked on wide screens, swipeable on small ones. Its own chunk: on a
// phone the drawer is closed in the first paint, so it loads after that paint (app-layout.tsx), and on a wide screen
// with the page (first-page preload, layout prefetch).
import Drawer from '@mui/material/Drawer';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import { useTheme } from '@mui/material/styles';
import { DRAWER_WIDTH_MOBILE } from '@portal/shared/constants';
import type { Brand } from '../../lib/brand';
import { Sidebar } from './sidebar';

type Props = {
  brand: Brand | null;
  isSmall: boolean;
  side: 'left' | 'right';
  /** Wide screens: the docked drawer's width, open or not, and the room it takes in the row (0 when closed). */
  width: number;
  docked: boolean;
  offset: number;
  /** Small screens: whether the drawer is open, and whether it stays mounted while closed (once it was opened). */
  mobileOpen: boolean;
  keepMounted: boolean;
  onOpen: () => void;
  onClose: () => void;
};

export default function SideNavigation({
  brand,
  isSmall,
  side,
  width,
  docked,
  offset,
  mobileOpen,
  keepMounted,
  onOpen,
  onClose,
}: Props) {
  const theme = useTheme();
  if (isSmall) {
    return (
      <SwipeableDrawer
        anchor={side}
        open={mobileOpen}
        onOpen={onOpen}
        onClose={onClose}
        ModalProps={{ keepMounted }}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH_MOBILE, maxWidth: '85vw' } } }}
      >
        <Sidebar brand={brand} onNavigate={onClose} />
      </SwipeableDrawer>
    );
  }
  return (
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
  );
}
