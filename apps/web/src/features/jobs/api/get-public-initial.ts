// spec §7: GET /api/job/public/initial (no token) → a board's newest jobs and the states and specialties it has.
import type { TPaging } from '@portal/shared/api';
import type { TPublicJob } from '@portal/shared/schemas/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResponse, api } from '../../../lib/api-client';
import { type Paged, paged } from './paged';

export type BoardFacets = { states: string[]; specialties: string[] };
export type BoardInitial = Paged<TPublicJob> & { facets: BoardFacets };

export async function getPublicInitial(board: string): Promise<BoardInitial> {
  const response = await api.get<TPublicJob[]>(`/api/job/public/initial?board=${encodeURIComponent(board)}`, { anonymous: true });
  const { facets } = response as ApiResponse<TPublicJob[]> & { facets: BoardFacets; paging: TPaging };
  return { ...paged(response), facets };
}

export const publicInitialQueryOptions = (board: string) =>
  queryOptions({
    queryKey: ['jobs', 'public-initial', board],
    queryFn: () => getPublicInitial(board),
    // The answer the page loaded before it first rendered (prefetch) is not asked again as the page mounts.
    staleTime: 10_000,
  });

export function usePublicInitial(board: string) {
  return useQuery(publicInitialQueryOptions(board));
}
