// GET /api/skills/checklists/draft/:slug: the checklist to take with the saved answers (restored on any device), or on a
// retake the previous answers.
import type { TChecklistDraft } from '@portal/shared/skills';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getDraft(slug: string): Promise<TChecklistDraft> {
  return (await api.get<TChecklistDraft>(`/api/skills/checklists/draft/${encodeURIComponent(slug)}`)).data;
}

export const draftQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['skills', 'draft', slug], queryFn: () => getDraft(slug), staleTime: Infinity, refetchOnWindowFocus: false });

export function useDraft(slug: string) {
  return useQuery(draftQueryOptions(slug));
}
