// spec §7: POST api/tech/getLogs {portal:'Candidate', release:true} → data.data is the list of change-log entries.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ChangeType = 'Bugs' | 'Improvement' | 'New Feature';
export type ChangeItem = { modName: string; type: ChangeType; desc: string };
export type ChangeLogEntry = { version: string; deployedAt: string | null; items: ChangeItem[] };

export async function getLogs(): Promise<ChangeLogEntry[]> {
  // "environment omitted when null": we have none to send.
  const response = await api.postNoOrg<{ data: ChangeLogEntry[] }>('/api/tech/getLogs', { portal: 'Candidate', release: true });
  return response.data.data;
}

export const getLogsQueryOptions = () => queryOptions({ queryKey: ['changelog'], queryFn: getLogs, staleTime: 5 * 60_000 });

export function useLogs(enabled: boolean) {
  return useQuery({ ...getLogsQueryOptions(), enabled });
}
