// spec §2/§4: "Incomplete Profile. Please See dashboard." linking to /, shown on the signed-in pages while the profile
// is not complete. On the dashboard itself a link to the dashboard leads nowhere: there it leads to the application,
// and says so (every section flag of applicationDetails and a resume, shared progress.ts). spec §6: it depends on
// UserData being present, so nothing shows until the candidate profile has loaded.
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { isProfileComplete } from '@portal/shared/application/progress';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCandidateProfile } from '../api/get-candidate-profile';

export function IncompleteProfileBanner() {
  const { t } = useTranslation('notices');
  const profile = useCandidateProfile();
  const onDashboard = useLocation().pathname === '/';
  const data = profile.data;
  if (!data || isProfileComplete(data.applicationDetails ?? null, data.resume)) return null;
  return (
    <Alert severity="warning" role="note" sx={{ mb: 2 }} data-testid="incomplete-profile-banner">
      <Link component={RouterLink} to={onDashboard ? '/application' : '/'} color="inherit" sx={{ fontWeight: 600 }}>
        {t(onDashboard ? 'banner.incompleteOnDashboard' : 'banner.incomplete')}
      </Link>
    </Alert>
  );
}
