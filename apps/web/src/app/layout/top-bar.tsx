import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import HistoryIcon from '@mui/icons-material/History';
import LightModeIcon from '@mui/icons-material/LightMode';
import MenuIcon from '@mui/icons-material/Menu';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import SettingsIcon from '@mui/icons-material/Settings';
import { type ReactNode, Suspense, lazy, useSyncExternalStore } from 'react';
import type { Brand } from '../../lib/brand';
import { BrandMark } from './brand-mark';
import { useTranslation } from '../../lib/use-translation';
import { toggleThemeMode, useThemeMode } from '../../lib/theme';
import { LanguageSwitch } from './language-switch';

// The account menu of the top-navigation layouts (wide screens only), with the sidebar's user panel it shares.
const UserMenu = lazy(() => import('./user-panel').then((module) => ({ default: module.UserMenu })));

function subscribeFullscreen(listener: () => void) {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}
const isFullscreen = () => Boolean(document.fullscreenElement);

function toggleFullscreen() {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

type Props = {
  title: string;
  isSmall: boolean;
  onToggleMenu: () => void;
  onToggleChangeLog: () => void;
  onShowGuide: () => void;
  onOpenSettings: () => void;
  /** The width of the docked sidebar beside the bar, and its side (right-sidebar layout). */
  offset: number;
  side?: 'left' | 'right';
  /** No sidebar to toggle (top-navigation and mega-menu on wide screens): the account menu is in the bar instead. */
  horizontal?: boolean;
  /** The brand, shown with its logo when no sidebar shows it (horizontal layouts). */
  brand?: Brand | null;
  /** The menu's button of the mega-menu layout, after the brand. */
  menu?: ReactNode;
};

/**
 * spec §2 Layout: menu toggle, dark/light toggle, change-log toggle, full-screen toggle and show-guide button, and the
 * settings drawer's button.
 */
export function TopBar({
  title,
  isSmall,
  onToggleMenu,
  onToggleChangeLog,
  onShowGuide,
  onOpenSettings,
  offset,
  side = 'left',
  horizontal = false,
  brand = null,
  menu = null,
}: Props) {
  const { t } = useTranslation('common');
  const { t: tSettings } = useTranslation('settings');
  const mode = useThemeMode();
  const fullscreen = useSyncExternalStore(subscribeFullscreen, isFullscreen, () => false);

  return (
    <AppBar
      position="fixed"
      color="default"
      elevation={0}
      sx={{
        width: { md: `calc(100% - ${offset}px)` },
        ...(side === 'right' ? { mr: { md: `${offset}px` } } : { ml: { md: `${offset}px` } }),
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        transition: (theme) => theme.transitions.create(['width', 'margin']),
      }}
    >
      <Toolbar sx={{ gap: 0.5 }}>
        {!horizontal && (
          <Tooltip title={t('topbar.toggleMenu')}>
            <IconButton edge="start" aria-label={t('topbar.toggleMenu')} onClick={onToggleMenu}>
              <MenuIcon />
            </IconButton>
          </Tooltip>
        )}
        {/* A long brand name takes two lines on a phone rather than being cut off. */}
        {horizontal ? (
          <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
            <BrandMark brand={brand} />
            {menu}
          </Box>
        ) : (
          <Typography
            component="div"
            sx={{
              flex: 1,
              fontWeight: 600,
              ml: { xs: 0.5, sm: 1 },
              minWidth: 0,
              fontSize: { xs: '0.9rem', sm: '1rem' },
              lineHeight: 1.2,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {title}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, '& .MuiIconButton-root': isSmall ? { p: 0.5 } : {} }}>
          <LanguageSwitch compact={isSmall} />
          <Tooltip title={fullscreen ? t('topbar.exitFullScreen') : t('topbar.fullScreen')}>
            <IconButton aria-label={fullscreen ? t('topbar.exitFullScreen') : t('topbar.fullScreen')} onClick={toggleFullscreen}>
              {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
            </IconButton>
          </Tooltip>
          <Tooltip title={t('topbar.showGuide')}>
            <IconButton aria-label={t('topbar.showGuide')} onClick={onShowGuide}>
              <HelpOutlineIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={mode === 'light' ? t('topbar.darkMode') : t('topbar.lightMode')}>
            <IconButton aria-label={mode === 'light' ? t('topbar.darkMode') : t('topbar.lightMode')} onClick={toggleThemeMode}>
              {mode === 'light' ? <DarkModeIcon /> : <LightModeIcon />}
            </IconButton>
          </Tooltip>
          <Tooltip title={tSettings('open')}>
            <IconButton aria-label={tSettings('open')} onClick={onOpenSettings}>
              <SettingsIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('topbar.changeLog')}>
            <IconButton aria-label={t('topbar.changeLog')} onClick={onToggleChangeLog}>
              <HistoryIcon />
            </IconButton>
          </Tooltip>
          {horizontal && (
            <Suspense fallback={null}>
              <UserMenu label={tSettings('menu.account')} />
            </Suspense>
          )}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
