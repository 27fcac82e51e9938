// GET /api/candidate/emails?page= → the job e-mails sent to the candidate, 12 a page (spec §9), newest first.
import type { TPaging } from '@portal/shared/api';
import type { TJobEmail } from '@portal/shared/schemas/job-emails';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResponse, api } from '../../../lib/api-client';

export type PagedEmails = { items: TJobEmail[]; paging: TPaging };

export async function getJobEmails(page: number, signal?: AbortSignal): Promise<PagedEmails> {
  const response = (await api.get<TJobEmail[]>(`/api/candidate/emails?page=${page}`, { signal })) as ApiResponse<TJobEmail[]> & { paging: TPaging };
  return { items: response.data, paging: response.paging };
}

export const jobEmailsQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['job-emails', 'list', page], queryFn: ({ signal }) => getJobEmails(page, signal), placeholderData: keepPreviousData });

export function useJobEmails(page: number) {
  return useQuery(jobEmailsQueryOptions(page));
}
