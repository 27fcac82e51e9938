// GET /api/candidate/profile → data.data: spec §3 UserData (applicationDetails, resume, specialties, email,
// skillsChecklist, references). The incomplete-profile banner and the specialty dialog read it.
import type { TUserDataChecklist } from '@portal/shared/application/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type UserData = {
  applicationDetails?: Record<string, boolean | string | null> | null;
  resume?: unknown;
  specialties?: Array<string | { value: string; label?: string; type?: string }> | null;
  email?: string;
  skillsChecklist?: TUserDataChecklist[];
  references?: unknown[];
  /** The PCT flag the specialty picker branches on (spec §2). */
  isPCT?: boolean;
};

export async function getCandidateProfile(): Promise<UserData | null> {
  const data = (await api.get<{ data?: UserData | null } | UserData | null>('/api/candidate/profile')).data;
  if (data && typeof data === 'object' && 'data' in data) return (data.data as UserData | null) ?? null;
  return (data as UserData | null) ?? null;
}

export const candidateProfileQueryOptions = () =>
  queryOptions({ queryKey: ['candidate', 'profile'], queryFn: getCandidateProfile, staleTime: 30_000 });

/** The specialties of UserData as values (they may come as strings or as {label, value, type}). */
export function specialtyValues(userData: UserData | null | undefined): string[] {
  return (userData?.specialties ?? []).map((item) => (typeof item === 'string' ? item : item.value));
}

export function useCandidateProfile(enabled = true) {
  return useQuery({ ...candidateProfileQueryOptions(), enabled });
}
