// GET /api/candidate/application/gaps: employment gaps over 30 days between the education, work and military dates,
// not yet explained, as pre-filled gapHistory entries.
import type { SectionKey } from '@portal/shared/application/contract';
import type { GapEntry } from '@portal/shared/application/gaps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getGaps(): Promise<GapEntry[]> {
  return (await api.get<GapEntry[]>('/api/candidate/application/gaps')).data;
}

/** The sections whose saves change what this call answers. */
export const GAP_SECTIONS: readonly SectionKey[] = ['education', 'workHistory', 'miltaryHistory', 'gapHistory'];

export const gapsQueryOptions = () => queryOptions({ queryKey: ['application', 'gaps'], queryFn: getGaps });

export function useGaps(enabled: boolean) {
  return useQuery({ ...gapsQueryOptions(), enabled });
}
