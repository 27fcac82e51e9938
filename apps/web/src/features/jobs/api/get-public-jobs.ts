// spec §7: GET /api/job/public/list (no token) → a board's jobs, public fields, 12 a page. The board is the path's
// partner slug; the search is the same form as /jobs/open, sent as query parameters.
import type { TJobFilterForm, TPublicJob } from '@portal/shared/schemas/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formSearchParams } from '../filter-params';
import { type Paged, paged } from './paged';

export type BoardSearch = { board: string; form: TJobFilterForm; page: number };

export function boardSearchParams({ board, form, page }: BoardSearch): URLSearchParams {
  return formSearchParams(form, new URLSearchParams({ board, page: String(page) }));
}

export async function getPublicJobs(search: BoardSearch, signal?: AbortSignal): Promise<Paged<TPublicJob>> {
  return paged(await api.get<TPublicJob[]>(`/api/job/public/list?${boardSearchParams(search)}`, { signal, anonymous: true }));
}

export const publicJobsQueryOptions = (search: BoardSearch) =>
  queryOptions({ queryKey: ['jobs', 'public', search], queryFn: ({ signal }) => getPublicJobs(search, signal), placeholderData: keepPreviousData });

export function usePublicJobs(search: BoardSearch | null) {
  return useQuery({ ...publicJobsQueryOptions(search ?? { board: '', form: {}, page: 1 }), enabled: search !== null });
}
