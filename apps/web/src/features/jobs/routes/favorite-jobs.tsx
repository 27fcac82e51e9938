import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useFavoriteJobs } from '../api/get-favorite-jobs';
import { FavoriteButton } from '../components/favorite-button';
import { JobCard } from '../components/job-card';
import { JobGrid } from '../components/job-grid';
import { EmptyList } from '../components/empty-list';
import { JobsMessage } from '../components/jobs-message';
import { PagingBar } from '../components/paging-bar';
import { ReadinessMeter } from '../components/readiness-meter';
import { meterOf, useReadiness } from '../api/get-readiness';

/** /jobs/favorite: the jobs the candidate gave a heart, 12 a page. */
export default function FavoriteJobsPage() {
  const { t } = useTranslation('jobs');
  const [page, setPage] = useState(1);
  const favorites = useFavoriteJobs(page);
  const data = favorites.data;
  // One call for the page's jobs (decision 037), not one per card.
  const readiness = useReadiness(data?.items.map((job) => job._id) ?? []);
  // Removing the last favourite of the last page leaves it empty: step back (state adjusted while rendering).
  if (data && !favorites.isPlaceholderData && data.items.length === 0 && page > 1) setPage(Math.max(1, data.paging.totalPages));
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('favoritesTitle')}</Typography>
      {favorites.isError && <Alert severity="error">{errorMessage(favorites.error)}</Alert>}
      {favorites.isPending && <JobsMessage kind="loading" />}
      {data && data.paging.total === 0 && <EmptyList text={t('favorites.empty')} />}
      {data && data.items.length > 0 && (
        <>
          <JobGrid busy={favorites.isPlaceholderData}>
            {data.items.map((job) => (
              <JobCard
                key={job._id}
                job={job}
                heart={<FavoriteButton jobId={job._id} position={job.Position_Name} liked />}
                readiness={<ReadinessMeter readiness={meterOf(readiness, job._id)} position={job.Position_Name} variant="card" />}
                action={
                  <Button component={RouterLink} to={`/openjobs/${job._id}`} variant="outlined" fullWidth>
                    {t('card.view')}
                  </Button>
                }
              />
            ))}
          </JobGrid>
          <PagingBar paging={data.paging} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}
