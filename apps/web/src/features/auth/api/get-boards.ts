// The partner boards and their brand names: the agency's sign-in page lets a partner's candidate choose theirs
// (decision 034). The same public list for everyone.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type BoardChoice = { code: string; name: string; logo: string | null; board: string | null };

export async function getBoards(): Promise<BoardChoice[]> {
  return (await api.get<{ boards: BoardChoice[] }>('/api/identity/boards')).data.boards;
}

export const getBoardsQueryOptions = () => queryOptions({ queryKey: ['partner-boards'], queryFn: getBoards, staleTime: 10 * 60_000 });

export function useBoards(enabled: boolean) {
  return useQuery({ ...getBoardsQueryOptions(), enabled });
}
