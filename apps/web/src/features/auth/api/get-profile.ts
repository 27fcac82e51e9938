// spec §7: GET api/profile → the signed-in candidate's profile.
import type { TProfile } from '@portal/shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getProfile(): Promise<TProfile> {
  return (await api.get<TProfile>('/api/profile')).data;
}

export const getProfileQueryOptions = () => queryOptions({ queryKey: ['profile'], queryFn: getProfile });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
