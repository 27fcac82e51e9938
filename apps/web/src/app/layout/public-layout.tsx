import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { PARTNER_BOARDS } from '@portal/shared/constants';
import { useTranslation } from '../../lib/use-translation';
import { useLocation } from 'react-router';
import { LazyTooltip } from '../../components/lazy-tooltip';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import type { Brand } from '../../lib/brand';
import { toggleThemeMode, useThemeMode } from '../../lib/theme';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';
import { PageContent } from './page-content';
import { SupportFooter } from './support-footer';

/** Signed-out public pages (auth pages, partner boards, FAQs, ...): the brand, the page, the support footer. */
export function PublicLayout({ brand }: { brand: Brand | null }) {
  const { t } = useTranslation('common');
  const mode = useThemeMode();
  const { pathname } = useLocation();
  const wide = PARTNER_BOARDS.some((board) => pathname.includes(board)) || pathname.startsWith('/quick');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar
        position="static"
        color="default"
        elevation={0}
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <BrandMark brand={brand} />
          </Box>
          <LanguageSwitch />
          <LazyTooltip title={mode === 'light' ? t('topbar.darkMode') : t('topbar.lightMode')}>
            <IconButton aria-label={mode === 'light' ? t('topbar.darkMode') : t('topbar.lightMode')} onClick={toggleThemeMode}>
              {mode === 'light' ? <DarkModeIcon /> : <LightModeIcon />}
            </IconButton>
          </LazyTooltip>
        </Toolbar>
      </AppBar>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} maxWidth={wide ? 'lg' : 'sm'} sx={{ flex: 1, py: { xs: 3, sm: 6 }, position: 'relative' }}>
        <PageContent />
      </Container>
      <SupportFooter brand={brand} />
    </Box>
  );
}
