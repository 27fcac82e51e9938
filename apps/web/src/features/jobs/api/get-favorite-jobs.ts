// GET /api/job/favorites?page= → the candidate's favourite jobs, 12 a page, most recently liked first.
import type { TCandidateJob } from '@portal/shared/schemas/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type Paged, paged } from './paged';

export async function getFavoriteJobs(page: number, signal?: AbortSignal): Promise<Paged<TCandidateJob>> {
  return paged(await api.get<TCandidateJob[]>(`/api/job/favorites?page=${page}`, { signal }));
}

export const favoriteJobsQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['jobs', 'favorites', page], queryFn: ({ signal }) => getFavoriteJobs(page, signal), placeholderData: keepPreviousData });

export function useFavoriteJobs(page: number) {
  return useQuery(favoriteJobsQueryOptions(page));
}
