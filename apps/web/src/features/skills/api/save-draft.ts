// PUT /api/skills/checklists/draft/:slug {answers, ageGroups}: save as you go (the answers sent are merged).
import type { TChecklistDraft, TSaveChecklistBody } from '@portal/shared/skills';
import { api } from '../../../lib/api-client';

export async function saveDraft(slug: string, body: TSaveChecklistBody): Promise<TChecklistDraft> {
  return (await api.put<TChecklistDraft>(`/api/skills/checklists/draft/${encodeURIComponent(slug)}`, body)).data;
}
