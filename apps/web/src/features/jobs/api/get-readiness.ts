// POST /api/jobs/readiness: what the candidate still needs for each job a page shows, one call per page (decision 037).
// Never cached between visits: a thing fixed elsewhere (a licence saved, a checklist completed) shows on coming back.
import type { TJobReadiness } from '@portal/shared/schemas/readiness';
import { type QueryClient, keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FIRST_CALLS_MAX_AGE_MS } from '../../../first-calls-table';
import { api } from '../../../lib/api-client';

export async function getReadiness(jobIds: readonly string[], signal?: AbortSignal): Promise<Map<string, TJobReadiness>> {
  const { data } = await api.post<TJobReadiness[]>('/api/jobs/readiness', { jobIds }, { signal });
  return new Map(data.map((entry) => [entry.jobId, entry]));
}

export const readinessQueryOptions = (jobIds: readonly string[]) =>
  queryOptions({ queryKey: ['jobs', 'readiness', [...jobIds]], queryFn: ({ signal }) => getReadiness(jobIds, signal), placeholderData: keepPreviousData });

/**
 * The answer Open Jobs asked for before its first render (its prefetch, with the search the page opens on: main.tsx
 * renders once both are in), so that the cards paint with their meters in one paint instead of painting without them
 * and rendering every card again, after that paint, when the meters come. The first mount shows it as it is; any later
 * mount (the candidate comes back after fixing something elsewhere) asks again, as before.
 */
let askedForFirstPaint: unknown = null;

/** Open Jobs' prefetch: the meters of the page its first render shows (those another answer brought moments ago,
 * keepReadiness, else asked). Resolves either way (a failed call is asked again by the page, and shows there). */
export async function prefetchReadiness(client: QueryClient, jobIds: readonly string[]): Promise<void> {
  if (jobIds.length === 0) return;
  askedForFirstPaint = await client.fetchQuery({ ...readinessQueryOptions(jobIds), staleTime: FIRST_CALLS_MAX_AGE_MS }).catch(() => null);
}

/** The meters of a page of jobs that another answer brought (GET /api/jobs/for-you's first page, decision 057), kept
 * as this call's answer for those jobs. */
export function keepReadiness(client: QueryClient, jobIds: readonly string[], entries: readonly TJobReadiness[]): void {
  if (jobIds.length === 0) return;
  client.setQueryData(readinessQueryOptions(jobIds).queryKey, new Map(entries.map((entry) => [entry.jobId, entry])));
}

/** The meters of the page's jobs (by job id); nothing is asked for an empty page. */
export function useReadiness(jobIds: readonly string[]) {
  const query = useQuery({
    ...readinessQueryOptions(jobIds),
    enabled: jobIds.length > 0,
    // Asked again unless it is the first paint's answer, younger than the first calls' age limit.
    refetchOnMount: (current) =>
      askedForFirstPaint === null || current.state.data !== askedForFirstPaint || Date.now() - current.state.dataUpdatedAt > FIRST_CALLS_MAX_AGE_MS,
  });
  // Mounted once: the first paint's answer is no longer fresh for a mount to come.
  useEffect(() => {
    askedForFirstPaint = null;
  }, []);
  return query;
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
