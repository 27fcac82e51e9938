// GET /api/candidate/profile → data.data: spec §3 UserData, read here for its skillsChecklist (each checklist with its
// createdAt). The same call and cache key as the layout's (the incomplete-profile banner reads it on every page), so the
// dashboard adds no request: this only picks the checklists out of the answer.
import type { TUserDataChecklist } from '@portal/shared/application/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type UserData = { skillsChecklist?: TUserDataChecklist[] } & Record<string, unknown>;

export async function getUserData(): Promise<UserData | null> {
  const data = (await api.get<{ data?: UserData | null } | UserData | null>('/api/candidate/profile')).data;
  if (data && typeof data === 'object' && 'data' in data) return (data.data as UserData | null) ?? null;
  return (data as UserData | null) ?? null;
}

export const userDataQueryOptions = () => queryOptions({ queryKey: ['candidate', 'profile'], queryFn: getUserData, staleTime: 30_000 });

/** UserData.skillsChecklist: the candidate's checklists, in progress and signed, newest first. */
export function useUserDataChecklists() {
  return useQuery({ ...userDataQueryOptions(), select: (userData) => userData?.skillsChecklist ?? [] });
}
