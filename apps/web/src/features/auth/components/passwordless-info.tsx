import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';

// Loaded when first opened: the sign-in page does not load a popover (and its modal) that nobody opened.
const Popover = lazy(() => import('@mui/material/Popover'));

/** spec §2: the Passwordless Login info popover — a login link is e-mailed instead of a password. */
export function PasswordlessInfo() {
  const { t } = useTranslation('auth');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton size="small" aria-label={t('passwordlessInfoLabel')} onClick={(event) => setAnchor(event.currentTarget)}>
        <InfoOutlinedIcon fontSize="small" />
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <Popover
            open
            anchorEl={anchor}
            onClose={() => setAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
            transformOrigin={{ vertical: 'top', horizontal: 'center' }}
          >
            <Typography sx={{ p: 2, maxWidth: 300 }}>{t('passwordlessInfo')}</Typography>
          </Popover>
        </Suspense>
      )}
    </>
  );
}
