// GET /api/skills/checklists/:id: one completed checklist, read-only, in the page's language (sent as Accept-Language).
import type { TCompletedChecklistDetail } from '@portal/shared/skills';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { samePreviousIn } from './language-placeholder';

export async function getChecklist(id: string): Promise<TCompletedChecklistDetail> {
  return (await api.get<TCompletedChecklistDetail>(`/api/skills/checklists/${encodeURIComponent(id)}`)).data;
}

export const checklistQueryOptions = (id: string, language: string) =>
  queryOptions({ queryKey: ['skills', 'checklist', id, language], queryFn: () => getChecklist(id), placeholderData: samePreviousIn(id) });

export function useChecklist(id: string, language: string) {
  return useQuery(checklistQueryOptions(id, language));
}
