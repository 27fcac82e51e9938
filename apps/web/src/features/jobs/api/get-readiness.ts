// POST /api/jobs/readiness: what the candidate still needs for each job a page shows, one call per page (decision 037).
// Never cached between visits: a thing fixed elsewhere (a licence saved, a checklist completed) shows on coming back.
import type { TJobReadiness } from '@portal/shared/schemas/readiness';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getReadiness(jobIds: readonly string[], signal?: AbortSignal): Promise<Map<string, TJobReadiness>> {
  const { data } = await api.post<TJobReadiness[]>('/api/jobs/readiness', { jobIds }, { signal });
  return new Map(data.map((entry) => [entry.jobId, entry]));
}

export const readinessQueryOptions = (jobIds: readonly string[]) =>
  queryOptions({ queryKey: ['jobs', 'readiness', [...jobIds]], queryFn: ({ signal }) => getReadiness(jobIds, signal), placeholderData: keepPreviousData });

/** The meters of the page's jobs (by job id); nothing is asked for an empty page. */
export function useReadiness(jobIds: readonly string[]) {
  return useQuery({ ...readinessQueryOptions(jobIds), enabled: jobIds.length > 0 });
}

/**
 * One job's meter from the page's answer: undefined while it is being asked, null when there is none to show (the
 * call failed, or the job is not one the candidate may see).
 */
export function meterOf(query: ReturnType<typeof useReadiness>, jobId: string): TJobReadiness | null | undefined {
  const found = query.data?.get(jobId);
  if (found) return found;
  if (query.isError) return null;
  return query.data && !query.isPlaceholderData && !query.isFetching ? null : undefined;
}
