// Open Jobs' results (spec §4, §9): the job cards and the paging. A chunk of its own: the page's first paint has
// results only when it shows the candidate's last search again (the page's prefetch then loads it with the page); else
// it loads with the first search, as that search's call travels.
import Button from '@mui/material/Button';
import type { TJobReadiness } from '@portal/shared/schemas/readiness';
import { memo, useMemo } from 'react';
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
  // One call for the page's jobs (decision 037), not one per card.
  const readiness = useReadiness(jobs.items.map((job) => job._id));
  return (
    <>
      <JobGrid busy={busy}>
        {jobs.items.map((job) => (
          <OpenJobCard key={job._id} job={job} meter={meterOf(readiness, job._id)} liked={liked.has(job._id)} />
        ))}
      </JobGrid>
      <PagingBar paging={jobs.paging} onPage={onPage} onPerPage={onPerPage} />
    </>
  );
}

/** One card: rendered again only when its job, its meter or its heart changes (not for each answer the page gets). */
const OpenJobCard = memo(function OpenJobCard({ job, meter, liked }: { job: CardJob; meter: TJobReadiness | null | undefined; liked: boolean }) {
  const { t } = useTranslation('jobs');
  // The same elements while their inputs stay: the meter's answer renders the meter alone, not the heart and the link.
  const heart = useMemo(() => <FavoriteButton jobId={job._id} position={job.Position_Name} liked={liked} />, [job._id, job.Position_Name, liked]);
  const action = useMemo(
    () => (
      <Button component={RouterLink} to={`/openjobs/${job._id}`} variant="outlined" fullWidth>
        {t('card.view')}
      </Button>
    ),
    [job._id, t],
  );
  return <JobCard job={job} readiness={<ReadinessMeter readiness={meter} position={job.Position_Name} variant="card" />} heart={heart} action={action} />;
});
