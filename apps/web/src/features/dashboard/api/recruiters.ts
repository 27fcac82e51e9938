// spec §7 GET /api/auth/recruiters/{org}, and choosing or changing the recruiter (spec §4 "recruiter update success").
import type { Recruiter, RecruiterList } from '@portal/shared/dashboard';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DASHBOARD_KEY } from './dashboard';

export const RECRUITERS_KEY = ['recruiters'] as const;

export async function getRecruiters(org: string, signal?: AbortSignal): Promise<RecruiterList> {
  return (await api.get<RecruiterList>(`/api/auth/recruiters/${encodeURIComponent(org)}`, { signal })).data;
}

export const recruitersQueryOptions = (org: string) =>
  queryOptions({ queryKey: [...RECRUITERS_KEY, org], queryFn: ({ signal }) => getRecruiters(org, signal), staleTime: 5 * 60_000 });

export function useRecruiters(org: string | null | undefined, enabled = true) {
  return useQuery({ ...recruitersQueryOptions(org ?? ''), enabled: Boolean(org) && enabled });
}

export function useChooseRecruiter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (recruiterId: string) => {
      const res = await api.post<Recruiter>('/api/candidate/recruiter', { recruiterId });
      return { recruiter: res.data, message: res.message };
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
      void queryClient.invalidateQueries({ queryKey: RECRUITERS_KEY });
    },
  });
}
