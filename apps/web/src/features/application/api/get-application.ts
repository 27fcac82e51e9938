// GET /api/candidate/application: the candidate's application — every saved section (sensitive values masked), the
// completion flags, the wizard step (spec §4), completeness, the documents.
import type { TApplication } from '@portal/shared/application/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getApplication(): Promise<TApplication> {
  return (await api.get<TApplication>('/api/candidate/application')).data;
}

export const applicationQueryOptions = () => queryOptions({ queryKey: ['application'], queryFn: getApplication });

export function useApplication() {
  return useQuery(applicationQueryOptions());
}
