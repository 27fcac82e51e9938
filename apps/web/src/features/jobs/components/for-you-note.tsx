import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { ProfileGap } from '@portal/shared/domain/jobs-for-you';
import { useTranslation } from '../../../lib/use-translation';
import type { ForYouOrigin } from '../open-jobs-state';

/** Where the role, specialties and states are told: the application's first section, personal information. */
export const PROFILE_LINK = '/application?step=0';

/**
 * What the search Open Jobs opened on is (decision 045): the jobs that match the profile, with one click to every job;
 * or every job, because the profile says nothing yet or nothing matches it, with the way to the profile.
 */
export function ForYouNote({ origin, missing, onShowAll }: { origin: ForYouOrigin; missing: readonly ProfileGap[]; onShowAll: () => void }) {
  const { t } = useTranslation('jobs');
  const profileLink = (label: string) => (
    <Link component={RouterLink} to={PROFILE_LINK} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      {label}
    </Link>
  );
  if (origin === 'profile') {
    return (
      <Alert severity="info" data-testid="for-you-note">
        <strong>{t('forYou.matching')}</strong> {t('forYou.matchingHelp')}
        {missing.length > 0 && (
          <>
            {' '}
            {t('forYou.partial')} {profileLink(t('forYou.completeProfile'))}
          </>
        )}
        <Box sx={{ mt: 1 }}>
          <Button variant="outlined" color="inherit" size="small" onClick={onShowAll}>
            {t('forYou.showAll')}
          </Button>
        </Box>
      </Alert>
    );
  }
  return (
    <Alert severity="info" data-testid="for-you-note">
      {origin === 'noProfile' ? t('forYou.noProfile') : t('forYou.noMatch')} {profileLink(t(origin === 'noProfile' ? 'forYou.completeProfile' : 'forYou.updateProfile'))}
    </Alert>
  );
}
