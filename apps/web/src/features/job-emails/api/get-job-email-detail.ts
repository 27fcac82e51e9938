// spec §7 POST /api/candidate/emails/history/detail → one e-mail's jobs with their state now (open, closed, submitted).
import type { TJobEmailDetail } from '@portal/shared/schemas/job-emails';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getJobEmailDetail(id: string, signal?: AbortSignal): Promise<TJobEmailDetail> {
  return (await api.postNoOrg<TJobEmailDetail>('/api/candidate/emails/history/detail', { id }, { signal })).data;
}

export const jobEmailDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['job-emails', 'detail', id], queryFn: ({ signal }) => getJobEmailDetail(id, signal) });

export function useJobEmailDetail(id: string | null) {
  return useQuery({ ...jobEmailDetailQueryOptions(id ?? ''), enabled: Boolean(id) });
}
