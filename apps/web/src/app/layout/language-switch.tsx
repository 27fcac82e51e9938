import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { LOCALES } from '@portal/shared/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const NAMES: Record<string, string> = { en: 'English', de: 'Deutsch' };

/** Locale picker (spec §9: en and de, default en); the choice is kept on the device. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = i18n.resolvedLanguage ?? 'en';
  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<TranslateIcon />}
        aria-label={t('topbar.language')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: 1 }}
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
