// POST /api/skills/checklists/draft/:slug/complete {attest, signature}: the attestation and e-signature.
import type { TCompleteChecklistBody, TCompletedChecklist } from '@portal/shared/skills';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DASHBOARD_KEY } from '../../dashboard/api/dashboard';

export async function completeChecklist(slug: string, body: TCompleteChecklistBody): Promise<{ checklist: TCompletedChecklist; message?: string }> {
  const res = await api.postNoOrg<TCompletedChecklist>(`/api/skills/checklists/draft/${encodeURIComponent(slug)}/complete`, body);
  return { checklist: res.data, message: res.message };
}

export function useCompleteChecklist(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompleteChecklistBody) => completeChecklist(slug, body),
    // The checklists' lists, the dashboard's counts and UserData.skillsChecklist (the dashboard lists it) change.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['skills'] });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
      void queryClient.invalidateQueries({ queryKey: ['candidate', 'profile'] });
    },
  });
}
