// GET /api/job/compactStatesCode → the Nurse Licensure Compact member codes (spec §5 state selection with compact states).
import type { TCompactStates } from '@portal/shared/schemas/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getCompactStates(): Promise<TCompactStates> {
  return (await api.get<TCompactStates>('/api/job/compactStatesCode')).data;
}

// The same key as the jobs feature's call: one cache entry for one answer.
export const compactStatesQueryOptions = () =>
  queryOptions({ queryKey: ['jobs', 'compact-states'], queryFn: getCompactStates, staleTime: 60 * 60_000 });

export function useCompactStates(enabled = true) {
  return useQuery({ ...compactStatesQueryOptions(), enabled });
}
