import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../lib/use-translation';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';

/** spec §2: "Oops", "Page Not Found :(" and a Go To Dashboard button. */
export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, sm: 10 }, px: 2 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '3rem', sm: '4rem' }, fontWeight: 700, mb: 1 }}>
        {t('notFound.title')}
      </Typography>
      <Typography variant="h2" component="p" color="text.secondary" sx={{ mb: 4 }}>
        {t('notFound.text')}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {t('notFound.goToDashboard')}
      </Button>
    </Box>
  );
}

/** Unknown paths: not-found, except that a path containing /login redirects to / (spec §2). */
export function UnknownPath() {
  const { pathname } = useLocation();
  if (pathname.toLowerCase().includes('/login')) return <Navigate to="/" replace />;
  return <NotFound />;
}
