import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '../lib/use-translation';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
const isOnline = () => navigator.onLine;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** spec §2: opens when the browser goes offline and closes when it is online again. */
export function OfflineDialog() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return online ? null : <OfflineModal />;
}

/**
 * The browser's own modal dialog (`showModal`): the rest of the page is inert (no focus, no clicks, hidden from
 * assistive technology), focus moves into the dialog and comes back when it closes. It is always there, with nothing to
 * load, when the network is gone; styled as MUI's Dialog (paper of elevation 24, 32 px from the edges, at most 600 px
 * wide, the dimmed backdrop, a short fade). Only the network coming back closes it: Escape does not.
 */
function OfflineModal() {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    const keepOpen = (event: Event) => event.preventDefault();
    // A browser may close a modal dialog on Escape even when `cancel` is prevented: it opens again while offline.
    const reopen = () => {
      if (!navigator.onLine && dialog.isConnected) dialog.showModal();
    };
    dialog.addEventListener('cancel', keepOpen);
    dialog.addEventListener('close', reopen);
    return () => {
      dialog.removeEventListener('cancel', keepOpen);
      dialog.removeEventListener('close', reopen);
      dialog.close();
    };
  }, []);

  return (
    <Paper
      component="dialog"
      ref={ref}
      elevation={24}
      // Focus goes to the dialog itself (nothing in it takes focus); like MUI's, it shows no focus ring.
      tabIndex={-1}
      aria-labelledby="offline-title"
      aria-describedby="offline-text"
      sx={{
        m: 'auto',
        p: 0,
        border: 0,
        color: 'text.primary',
        maxWidth: (theme) => `min(${theme.breakpoints.values.sm}px, calc(100% - 64px))`,
        maxHeight: 'calc(100% - 64px)',
        overflowY: 'auto',
        outline: 0,
        animation: `${fadeIn} 225ms cubic-bezier(0.4, 0, 0.2, 1)`,
        '&::backdrop': {
          backgroundColor: 'rgba(0, 0, 0, 0.5)',
          animation: `${fadeIn} 225ms cubic-bezier(0.4, 0, 0.2, 1)`,
        },
        '@media (prefers-reduced-motion: reduce)': { '&, &::backdrop': { animation: 'none' } },
      }}
    >
      <Typography
        variant="h6"
        component="h2"
        id="offline-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, py: 2 }}
      >
        <WifiOffIcon color="error" />
        {t('offline.title')}
      </Typography>
      <Typography id="offline-text" sx={{ color: 'text.secondary', px: 3, pb: 2.5 }}>
        {t('offline.text')}
      </Typography>
    </Paper>
  );
}
