// Open Jobs' results (spec §4, §9): the job cards and the paging. A chunk of its own: the page's first paint has
// results only when it shows the candidate's last search again (the page's prefetch then loads it with the page); else
// it loads with the first search, as that search's call travels.
import Button from '@mui/material/Button';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { meterOf, useReadiness } from '../api/get-readiness';
import type { Paged } from '../api/paged';
import type { CardJob } from '../api/search-open-jobs';
import { FavoriteButton } from './favorite-button';
import { JobCard } from './job-card';
import { JobGrid } from './job-grid';
import { PagingBar } from './paging-bar';
import { ReadinessMeter } from './readiness-meter';

type Props = {
  jobs: Paged<CardJob>;
  /** The answer on show is the last page's while the next one loads. */
  busy: boolean;
  liked: Set<string>;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
};

export default function OpenJobsResults({ jobs, busy, liked, onPage, onPerPage }: Props) {
  const { t } = useTranslation('jobs');
  // One call for the page's jobs (decision 037), not one per card.
  const readiness = useReadiness(jobs.items.map((job) => job._id));
  return (
    <>
      <JobGrid busy={busy}>
        {jobs.items.map((job) => (
          <JobCard
            key={job._id}
            job={job}
            readiness={<ReadinessMeter readiness={meterOf(readiness, job._id)} position={job.Position_Name} variant="card" />}
            heart={<FavoriteButton jobId={job._id} position={job.Position_Name} liked={liked.has(job._id)} />}
            action={
              <Button component={RouterLink} to={`/openjobs/${job._id}`} variant="outlined" fullWidth>
                {t('card.view')}
              </Button>
            }
          />
        ))}
      </JobGrid>
      <PagingBar paging={jobs.paging} onPage={onPage} onPerPage={onPerPage} />
    </>
  );
}
