// spec §7: POST /api/job/open with the filter (isOpen, isComplete, State $in, $or of Submodality, ...) and a
// projection; the server pages it (page, perPage) and counts the matches. With `ready`, the same search of the jobs the
// candidate is ready for (POST /api/jobs/ready, decision 037): the server narrows it, so pages and counts stay right.
import type { TJobFilterObject } from '@portal/shared/domain/job-filter';
import type { TProjectedJob } from '@portal/shared/schemas/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type Paged, paged } from './paged';

/** What a job card shows (spec §2 Open jobs): the facts a candidate decides on. */
export const CARD_PROJECTION = {
  Position_Name: 1,
  facilityName: 1,
  City: 1,
  State: 1,
  Shift: 1,
  Submodality: 1,
  Duration_Amount: 1,
  Weekly_Hours: 1,
  weeklyPay: 1,
  weeklyStipends: 1,
  completionBonusPay: 1,
  startingBonusPay: 1,
  Estimated_Start_Date: 1,
  createdAt: 1,
} as const;

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
