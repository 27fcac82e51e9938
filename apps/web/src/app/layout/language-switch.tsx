import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { Suspense, lazy, useState } from 'react';
import { rememberLanguage } from '../../lib/remember-language';
import { useTranslation } from '../../lib/use-translation';

// The menu (with MUI's Menu, Popover and Modal) loads when it is first opened, not with every public page.
const LanguageMenu = lazy(() => import('./language-menu'));

const NAMES: Record<string, string> = { en: 'English', de: 'Deutsch', es: 'Español' };

/**
 * Locale picker (spec §9: en and de, default en; Spanish added for the many candidates who read it first); the choice is
 * kept on the device, and on the account when signed in (the candidate's e-mails follow it, decision 042).
 */
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
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenu
            anchor={anchor}
            current={current}
            names={NAMES}
            onClose={() => setAnchor(null)}
            onPick={(lng) => {
              void i18n.changeLanguage(lng).then(() => rememberLanguage(lng));
              setAnchor(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
