// spec §7: GET /api/job/compactStatesCode → the Nurse Licensure Compact member codes (and the date they were checked).
import type { TCompactStates } from '@portal/shared/schemas/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getCompactStates(): Promise<TCompactStates> {
  return (await api.get<TCompactStates>('/api/job/compactStatesCode')).data;
}

export const compactStatesQueryOptions = () =>
  queryOptions({ queryKey: ['jobs', 'compact-states'], queryFn: getCompactStates, staleTime: 60 * 60_000 });

export function useCompactStates() {
  return useQuery(compactStatesQueryOptions());
}
