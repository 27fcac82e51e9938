import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { titleForPath } from '../routes';

// spec §2: breadcrumbs appear except on these paths.
const WITHOUT_BREADCRUMBS = new Set(['/app', '/app/crm-dashboard', '/app/crypto-dashboard']);

export function showsBreadcrumbs(pathname: string): boolean {
  return !WITHOUT_BREADCRUMBS.has(pathname.replace(/\/+$/, '') || '/');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Home, then one crumb per path segment; segments that are pages link to them. */
export function Breadcrumbs({ pathname }: { pathname: string }) {
  const { t } = useTranslation(['routes', 'common']);
  if (!showsBreadcrumbs(pathname)) return null;
  const segments = pathname.split('/').filter(Boolean);
  // A path that is no page shows the not-found page: its crumb says so instead of repeating the typed path.
  const crumbs =
    segments.length && !titleForPath(pathname)
      ? [{ path: pathname, label: t('notFound.pageTitle', { ns: 'common' }), isPage: false, isLast: true }]
      : segments.map((segment, index) => {
          const path = `/${segments.slice(0, index + 1).join('/')}`;
          const title = titleForPath(path);
          const label = title
            ? t(title, { ns: 'routes' })
            : t(`segments.${segment}`, { ns: 'routes', defaultValue: safeDecode(segment) });
          return { path, label, isPage: Boolean(title), isLast: index === segments.length - 1 };
        });
  return (
    <MuiBreadcrumbs aria-label={t('breadcrumbs', { ns: 'common' })} sx={{ mb: 2, fontSize: '0.875rem' }}>
      {crumbs.length === 0 ? (
        <Typography color="text.primary" sx={{ fontSize: 'inherit' }}>
          {t('dashboard', { ns: 'routes' })}
        </Typography>
      ) : (
        <Link component={RouterLink} to="/" underline="hover" color="inherit">
          {t('home', { ns: 'routes' })}
        </Link>
      )}
      {crumbs.map((crumb) =>
        crumb.isPage && !crumb.isLast ? (
          <Link key={crumb.path} component={RouterLink} to={crumb.path} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={crumb.path} color={crumb.isLast ? 'text.primary' : 'inherit'} sx={{ fontSize: 'inherit' }}>
            {crumb.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
