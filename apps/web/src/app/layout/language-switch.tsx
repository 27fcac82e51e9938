import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { LOCALES } from '@portal/shared/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const NAMES: Record<string, string> = { en: 'English', de: 'Deutsch', es: 'Español' };

/** Locale picker (spec §9: en and de, default en; Spanish added for the many candidates who read it first); the choice is kept on the device. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = i18n.resolvedLanguage ?? 'en';
  return (
    <>
      <Button
        color="inherit"
        size="small"
        // On a phone the top bar is narrow: the code alone ("EN"), which the name starts with.
        startIcon={compact ? undefined : <TranslateIcon />}
        // The name starts with what the button shows ("EN"), then says what it is (WCAG 2.5.3 label in name).
        aria-label={t('topbar.languageButton', { code: current.toUpperCase(), language: NAMES[current] ?? current })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: compact ? 0.75 : 1 }}
      >
        {current.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map((lng) => (
          <MenuItem
            key={lng}
            selected={lng === current}
            lang={lng}
            onClick={() => {
              void i18n.changeLanguage(lng);
              setAnchor(null);
            }}
          >
            {NAMES[lng] ?? lng}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
