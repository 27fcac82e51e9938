// spec §7: GET /api/auth/getLikedJobids → the ids of the candidate's favourite jobs (spec §3 auth state `likes`).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { updateAuth, useAuth } from '../../../lib/auth-store';

export async function getLikedJobIds(): Promise<string[]> {
  return (await api.get<string[]>('/api/auth/getLikedJobids')).data;
}

// The page that loaded them before it first rendered (prefetch) does not ask again as it mounts; the candidate's own
// likes and unlikes update them (like-job.ts).
export const likedJobIdsQueryOptions = () => queryOptions({ queryKey: ['jobs', 'likes'], queryFn: getLikedJobIds, staleTime: 10_000 });

/** The liked ids; kept in the auth state's `likes` as well, where spec §3 puts them. Signed-out pages have none. */
export function useLikedJobIds(): Set<string> {
  const { token, likes } = useAuth();
  const { data } = useQuery({ ...likedJobIdsQueryOptions(), enabled: Boolean(token) });
  useEffect(() => {
    if (data) updateAuth({ likes: data });
  }, [data]);
  return new Set(data ?? likes);
}
