// The chosen recruiter and how to reach them; choosing or changing opens the list of the agency's recruiters.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import type { Recruiter } from '@portal/shared/dashboard';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { DashboardCard, NothingYet } from './card';
import { initials } from './initials';
import { RecruiterDialog } from './recruiter-dialog';


export function RecruiterCard({ recruiter }: { recruiter: Recruiter | null | undefined }) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  return (
    <DashboardCard
      id="recruiter"
      title={t('recruiter.title')}
      action={
        <Button variant={recruiter ? 'outlined' : 'contained'} size="small" onClick={() => setOpen(true)}>
          {recruiter ? t('recruiter.change') : t('recruiter.choose')}
        </Button>
      }
    >
      {recruiter ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="chosen-recruiter">
          <Avatar src={recruiter.photo ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
            {initials(recruiter.name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{recruiter.name}</Typography>
            <Stack spacing={0.5} sx={{ mt: 0.5 }}>
              <Link href={`mailto:${recruiter.email}`} aria-label={t('recruiter.email', { name: recruiter.name })} sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'center', overflowWrap: 'anywhere' }}>
                <EmailIcon fontSize="small" aria-hidden />
                {recruiter.email}
              </Link>
              <Link href={`tel:${recruiter.phone.replace(/[^\d+]/g, '')}`} aria-label={t('recruiter.call', { name: recruiter.name })} sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'center' }}>
                <PhoneIcon fontSize="small" aria-hidden />
                {recruiter.phone}
              </Link>
            </Stack>
            {recruiter.specialties.length > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('recruiter.specialties', { list: recruiter.specialties.join(', ') })}
              </Typography>
            )}
            {recruiter.states.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('recruiter.states', { list: recruiter.states.join(', ') })}
              </Typography>
            )}
          </Box>
        </Stack>
      ) : (
        <NothingYet text={t('recruiter.none')} />
      )}
      {open && <RecruiterDialog currentId={recruiter?.id ?? null} onClose={() => setOpen(false)} />}
    </DashboardCard>
  );
}
