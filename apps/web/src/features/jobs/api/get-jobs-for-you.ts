// GET /api/jobs/for-you (decision 045): the Open Jobs filter of the candidate's profile (role, specialties, states).
// The search itself is the ordinary one (POST /api/job/open).
import type { ProfileMatch } from '@portal/shared/domain/jobs-for-you';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getJobsForYou(signal?: AbortSignal): Promise<ProfileMatch> {
  return (await api.get<ProfileMatch>('/api/jobs/for-you', { signal })).data;
}

// A profile saved in another tab shows at the next visit: kept for a short while only.
export const jobsForYouQueryOptions = () => queryOptions({ queryKey: ['jobs', 'for-you'], queryFn: ({ signal }) => getJobsForYou(signal), staleTime: 10_000 });

export function useJobsForYou(enabled: boolean) {
  return useQuery({ ...jobsForYouQueryOptions(), enabled });
}
