// GET /api/skills/checklists?page=N: completed checklists, 12 a page, newest first (spec §9), and those in progress;
// named in the page's language (sent as Accept-Language).
import type { TPaging } from '@portal/shared/api';
import type { TCompletedChecklist, TInProgressChecklist } from '@portal/shared/skills';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ChecklistList = { items: TCompletedChecklist[]; paging: TPaging; inProgress: TInProgressChecklist[] };

export async function getChecklists(page: number): Promise<ChecklistList> {
  const res = (await api.get<TCompletedChecklist[]>(`/api/skills/checklists?page=${page}`)) as unknown as {
    data: TCompletedChecklist[];
    paging: TPaging;
    inProgress: TInProgressChecklist[];
  };
  return { items: res.data, paging: res.paging, inProgress: res.inProgress };
}

export const checklistsQueryOptions = (page: number, language: string) =>
  queryOptions({ queryKey: ['skills', 'checklists', { page }, language], queryFn: () => getChecklists(page), placeholderData: keepPreviousData });

export function useChecklists(page: number, language: string) {
  return useQuery(checklistsQueryOptions(page, language));
}
