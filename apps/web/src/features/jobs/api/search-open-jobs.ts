// spec §7: POST /api/job/open with the filter (isOpen, isComplete, State $in, $or of Submodality, ...) and a
// projection; the server pages it (page, perPage) and counts the matches. With `ready`, the same search of the jobs the
// candidate is ready for (POST /api/jobs/ready, decision 037): the server narrows it, so pages and counts stay right.
import type { TJobFilterObject } from '@portal/shared/domain/job-filter';
// What a job card shows: shared, as GET /api/jobs/for-you brings a first page with the same projection.
import { CARD_PROJECTION } from '@portal/shared/schemas/jobs-values';
import type { TProjectedJob } from '@portal/shared/schemas/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type Paged, paged } from './paged';

export type CardJob = Required<Pick<TProjectedJob, '_id' | keyof typeof CARD_PROJECTION>>;

export type OpenJobsSearch = { filter: TJobFilterObject; page: number; perPage: number; ready?: boolean };

export async function searchOpenJobs({ filter, page, perPage, ready }: OpenJobsSearch, signal?: AbortSignal): Promise<Paged<CardJob>> {
  const response = await api.post<CardJob[]>(ready ? '/api/jobs/ready' : '/api/job/open', { filter, projection: CARD_PROJECTION, page, perPage }, { signal });
  return paged(response);
}

export const searchOpenJobsQueryOptions = (search: OpenJobsSearch) =>
  queryOptions({
    queryKey: ['jobs', 'open', search],
    queryFn: ({ signal }) => searchOpenJobs(search, signal),
    // Paging keeps the current cards on screen until the next page arrives.
    placeholderData: keepPreviousData,
    // The search the page made before it first rendered (prefetch) is not asked again as the page mounts.
    staleTime: 10_000,
  });

/** No search until the candidate presses Get Jobs (spec §2: the initial prompt). */
export function useOpenJobs(search: OpenJobsSearch | null) {
  return useQuery({ ...searchOpenJobsQueryOptions(search ?? { filter: { isOpen: true, isComplete: true }, page: 1, perPage: 12 }), enabled: search !== null });
}
