// GET /api/job/:id: the job page (/openjobs/:id) with the candidate's own submission, if any.
import type { TJobPage } from '@portal/shared/schemas/submissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getJob(id: string): Promise<TJobPage> {
  return (await api.get<TJobPage>(`/api/job/${encodeURIComponent(id)}`)).data;
}

export const jobQueryOptions = (id: string) => queryOptions({ queryKey: ['jobs', 'job', id], queryFn: () => getJob(id) });

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}
