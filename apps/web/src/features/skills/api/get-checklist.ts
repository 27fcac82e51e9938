// GET /api/skills/checklists/:id: one completed checklist, read-only.
import type { TCompletedChecklistDetail } from '@portal/shared/skills';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getChecklist(id: string): Promise<TCompletedChecklistDetail> {
  return (await api.get<TCompletedChecklistDetail>(`/api/skills/checklists/${encodeURIComponent(id)}`)).data;
}

export const checklistQueryOptions = (id: string) => queryOptions({ queryKey: ['skills', 'checklist', id], queryFn: () => getChecklist(id) });

export function useChecklist(id: string) {
  return useQuery(checklistQueryOptions(id));
}
