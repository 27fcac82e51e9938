// spec §7 GET /api/reference/get-reference → data.data: the candidate's references with their status (never the answers).
import type { TReference } from '@portal/shared/schemas/references';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getReferences(): Promise<TReference[]> {
  return (await api.get<TReference[]>('/api/reference/get-reference')).data;
}

export const referencesQueryOptions = () => queryOptions({ queryKey: ['references', 'list'], queryFn: getReferences });

/** Refetched every 30 s and on focus while the page is open: a referee's answer shows without a reload. */
export function useReferences() {
  return useQuery(referencesQueryOptions());
}
