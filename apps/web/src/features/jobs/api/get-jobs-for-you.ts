// GET /api/jobs/for-you (decision 045): the Open Jobs filter of the candidate's profile (role, specialties, states).
// The search itself is the ordinary one (POST /api/job/open). The answer also brings the first page of the search the
// page opens on, with its readiness meters (decision 057): they are kept as the answers of those two calls, so the
// page, which asks this call with its document (first calls), paints its cards without asking them.
import type { TJobFilterObject } from '@portal/shared/domain/job-filter';
import type { TJobsForYou, TOpeningPage } from '@portal/shared/schemas/jobs-for-you';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepReadiness } from './get-readiness';
import { type CardJob, searchOpenJobsQueryOptions } from './search-open-jobs';

export async function getJobsForYou(signal?: AbortSignal): Promise<TJobsForYou> {
  return (await api.get<TJobsForYou>('/api/jobs/for-you', { signal })).data;
}

/**
 * Each first page of the answer, kept as POST /api/job/open's answer to the same search (the page's query of that
 * search finds it; a search of the page's own that differs in anything is asked as before) and its meters as
 * POST /api/jobs/readiness's.
 */
export function keepOpenings(client: QueryClient, openings: readonly TOpeningPage[] | undefined): void {
  for (const opening of openings ?? []) {
    const search = { filter: opening.search.filter as TJobFilterObject, page: opening.search.page, perPage: opening.search.perPage };
    client.setQueryData(searchOpenJobsQueryOptions(search).queryKey, { items: opening.data as CardJob[], paging: opening.paging });
    keepReadiness(client, opening.data.map((job) => job._id), opening.readiness);
  }
}

// A profile saved in another tab shows at the next visit: kept for a short while only.
export const jobsForYouQueryOptions = () =>
  queryOptions({
    queryKey: ['jobs', 'for-you'],
    queryFn: async ({ signal, client }) => {
      const answer = await getJobsForYou(signal);
      keepOpenings(client, answer.openings);
      return answer;
    },
    staleTime: 10_000,
  });

export function useJobsForYou(enabled: boolean) {
  return useQuery({ ...jobsForYouQueryOptions(), enabled });
}
