// spec §7: GET /api/candidate/submission/get → the candidate's submissions, 12 a page (spec §9), newest first.
import type { TSubmission } from '@portal/shared/schemas/submissions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type Paged, paged } from './paged';

export async function getSubmissions(page: number, signal?: AbortSignal): Promise<Paged<TSubmission>> {
  return paged(await api.get<TSubmission[]>(`/api/candidate/submission/get?page=${page}`, { signal }));
}

export const submissionsQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['submissions', page], queryFn: ({ signal }) => getSubmissions(page, signal), placeholderData: keepPreviousData });

export function useSubmissions(page: number) {
  return useQuery(submissionsQueryOptions(page));
}
