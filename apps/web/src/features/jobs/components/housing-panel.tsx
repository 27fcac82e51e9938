import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HotelIcon from '@mui/icons-material/HotelOutlined';
import { housingStayFor } from '@portal/shared/schemas/housing';
import type { TCandidateJob } from '@portal/shared/schemas/jobs';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/api-client';
import { useHousing } from '../api/get-housing';
import { date, money } from '../format';

/** Housing near the job (spec §7). Without a provider the server says so, and the panel shows it as information. */
export function HousingPanel({ job }: { job: TCandidateJob }) {
  const { t, i18n } = useTranslation('jobs');
  const lng = i18n.language;
  const [asked, setAsked] = useState(false);
  const housing = useHousing(job, asked);
  const stay = housingStayFor(job);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="housing-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <HotelIcon color="action" />
        <Typography id="housing-title" variant="h2" sx={{ fontSize: '1.15rem' }}>
          {t('housing.title')}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('housing.intro', { city: job.City, state: job.State, checkIn: date(stay.checkIn, lng), checkOut: date(stay.checkOut, lng) })}
      </Typography>
      {!asked && (
        <Button variant="outlined" onClick={() => setAsked(true)}>
          {t('housing.search')}
        </Button>
      )}
      {asked && housing.isPending && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography variant="body2">{t('housing.loading')}</Typography>
        </Stack>
      )}
      {housing.isError && <Alert severity="error">{errorMessage(housing.error)}</Alert>}
      {housing.data && !housing.data.available && <Alert severity="info">{t('housing.unavailable')}</Alert>}
      {housing.data?.available && housing.data.results.length === 0 && <Alert severity="info">{t('housing.none')}</Alert>}
      {housing.data?.available && housing.data.results.length > 0 && (
        <List disablePadding>
          {housing.data.results.map((option) => (
            <ListItem key={option.id} divider disableGutters secondaryAction={option.url ? <Link href={option.url} target="_blank" rel="noopener noreferrer">{t('housing.open')}</Link> : undefined}>
              <ListItemText
                primary={option.name}
                secondary={
                  <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
                    {option.address && <span>{option.address}</span>}
                    {option.distanceMiles !== null && <span>{t('housing.miles', { miles: option.distanceMiles })}</span>}
                    {option.nightlyRate !== null && <span>{t('housing.perNight', { amount: money(option.nightlyRate, lng) })}</span>}
                    {option.totalPrice !== null && <span>{t('housing.total', { amount: money(option.totalPrice, lng) })}</span>}
                  </Box>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
