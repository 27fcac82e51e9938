// GET /api/candidate/dash (spec §7): every capability's part of the dashboard; POST api/candidate/analytics/candidate.
import type { CandidateAnalytics, DashboardData } from '@portal/shared/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getAuth } from '../../../lib/auth-store';

export const DASHBOARD_KEY = ['dashboard'] as const;

export async function getDashboard(signal?: AbortSignal): Promise<DashboardData> {
  return (await api.get<DashboardData>('/api/candidate/dash', { signal })).data;
}

export const dashboardQueryOptions = () => queryOptions({ queryKey: DASHBOARD_KEY, queryFn: ({ signal }) => getDashboard(signal), staleTime: 30_000 });

/** The dashboard data; the sidebar's badges read it too (one request for both). */
export function useDashboard(enabled = true) {
  return useQuery({ ...dashboardQueryOptions(), enabled });
}

export async function getAnalytics(signal?: AbortSignal): Promise<CandidateAnalytics> {
  // spec §7: the payload is email and org (api.post adds org).
  const email = getAuth().email ?? undefined;
  return (await api.post<CandidateAnalytics>('/api/candidate/analytics/candidate', email ? { email } : {}, { signal })).data;
}

export const analyticsQueryOptions = () =>
  queryOptions({ queryKey: [...DASHBOARD_KEY, 'analytics'], queryFn: ({ signal }) => getAnalytics(signal), staleTime: 60_000 });

export function useAnalytics() {
  return useQuery(analyticsQueryOptions());
}
