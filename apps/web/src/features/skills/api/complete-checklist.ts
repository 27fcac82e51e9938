// POST /api/skills/checklists/draft/:slug/complete {attest, signature}: the attestation and e-signature.
import type { TCompleteChecklistBody, TCompletedChecklist } from '@portal/shared/skills';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function completeChecklist(slug: string, body: TCompleteChecklistBody): Promise<{ checklist: TCompletedChecklist; message?: string }> {
  const res = await api.postNoOrg<TCompletedChecklist>(`/api/skills/checklists/draft/${encodeURIComponent(slug)}/complete`, body);
  return { checklist: res.data, message: res.message };
}

export function useCompleteChecklist(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompleteChecklistBody) => completeChecklist(slug, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['skills'] }),
  });
}
