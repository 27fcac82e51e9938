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
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleThemeMode, useThemeMode } from '../../lib/theme';
import { LanguageSwitch } from './language-switch';

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
  offset: number;
};

/** spec §2 Layout: menu toggle, dark/light toggle, change-log toggle; on small screens a full-screen toggle. */
export function TopBar({ title, isSmall, onToggleMenu, onToggleChangeLog, offset }: Props) {
  const { t } = useTranslation('common');
  const mode = useThemeMode();
  const fullscreen = useSyncExternalStore(subscribeFullscreen, isFullscreen, () => false);

  return (
    <AppBar
      position="fixed"
      color="default"
      elevation={0}
      sx={{
        width: { md: `calc(100% - ${offset}px)` },
        ml: { md: `${offset}px` },
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        transition: (theme) => theme.transitions.create(['width', 'margin']),
      }}
    >
      <Toolbar sx={{ gap: 0.5 }}>
        <Tooltip title={t('topbar.toggleMenu')}>
          <IconButton edge="start" aria-label={t('topbar.toggleMenu')} onClick={onToggleMenu}>
            <MenuIcon />
          </IconButton>
        </Tooltip>
        {/* A long brand name takes two lines on a phone rather than being cut off. */}
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
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, '& .MuiIconButton-root': isSmall ? { p: 0.75 } : {} }}>
          <LanguageSwitch compact={isSmall} />
          {isSmall && (
            <Tooltip title={fullscreen ? t('topbar.exitFullScreen') : t('topbar.fullScreen')}>
              <IconButton
                aria-label={fullscreen ? t('topbar.exitFullScreen') : t('topbar.fullScreen')}
                onClick={toggleFullscreen}
              >
                {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={mode === 'light' ? t('topbar.darkMode') : t('topbar.lightMode')}>
            <IconButton aria-label={mode === 'light' ? t('topbar.darkMode') : t('topbar.lightMode')} onClick={toggleThemeMode}>
              {mode === 'light' ? <DarkModeIcon /> : <LightModeIcon />}
            </IconButton>
          </Tooltip>
          <Tooltip title={t('topbar.changeLog')}>
            <IconButton aria-label={t('topbar.changeLog')} onClick={onToggleChangeLog}>
              <HistoryIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
