import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { useTranslation } from '../lib/use-translation';

/** The id of each layout's <main>: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** Moves keyboard focus to the main content: the page's main heading when it has one, else the <main> itself. */
export function focusMainContent(): boolean {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return false;
  const heading = main.querySelector<HTMLElement>('h1');
  const target = heading && heading.offsetParent !== null ? heading : main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'nearest' });
  return true;
}

/** "Skip to main content": the first stop of the keyboard on every page, shown only while it has focus (WCAG 2.4.1). */
export function SkipLink() {
  const { t } = useTranslation('common');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    if (focusMainContent()) event.preventDefault();
  };
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.25,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 3,
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('skipToContent')}
    </Link>
  );
}
