// GET /api/skills/checklists/draft/:slug: the checklist to take with the saved answers (restored on any device), or on a
// retake the previous answers. Keyed by the page's language: the checklist's text comes in it (the request carries it as
// Accept-Language); the answers are by item id, the same in every language.
import type { TChecklistDraft } from '@portal/shared/skills';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { samePreviousIn } from './language-placeholder';

export async function getDraft(slug: string): Promise<TChecklistDraft> {
  return (await api.get<TChecklistDraft>(`/api/skills/checklists/draft/${encodeURIComponent(slug)}`)).data;
}

/** Every language's copy of one checklist's draft (a save updates them all; signing removes them). */
export const draftKey = (slug: string) => ['skills', 'draft', slug] as const;

export const draftQueryOptions = (slug: string, language: string) =>
  // The form stays on the page while another language's text comes: what was typed meanwhile is kept.
  queryOptions({ queryKey: [...draftKey(slug), language], queryFn: () => getDraft(slug), staleTime: Infinity, refetchOnWindowFocus: false, placeholderData: samePreviousIn(slug) });

export function useDraft(slug: string, language: string) {
  return useQuery(draftQueryOptions(slug, language));
}
