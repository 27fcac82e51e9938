// The signed-in owner's review of quick applications sent with their e-mail address (decision 016): what was sent,
// then add it to the account or discard it. Nothing reaches the account before that choice.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DASHBOARD_KEY } from '../../dashboard/api/dashboard';

export type PendingQuickApplication = {
  id: string;
  sentAt: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  zip: string;
  role: string;
  specialties: string[];
  states: string[];
  checklist: { slug: string; name: string; answered: number; total: number; complete: boolean; signature: string | null; signedAt: string | null } | null;
};

export const PENDING_QUICK_KEY = ['quick', 'pending'] as const;

export const pendingQuickQueryOptions = () =>
  queryOptions({
    queryKey: PENDING_QUICK_KEY,
    queryFn: async ({ signal }) => (await api.get<PendingQuickApplication[]>('/api/quick/pending', { signal })).data,
    staleTime: 0,
  });

export const usePendingQuickApplications = () => useQuery(pendingQuickQueryOptions());

/** Add (`attach`) or discard one; the answer's message is the server's. */
export function useQuickChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, choice }: { id: string; choice: 'attach' | 'discard' }) => {
      const path = `/api/quick/pending/${encodeURIComponent(id)}`;
      const res = choice === 'attach' ? await api.postNoOrg<undefined>(`${path}/attach`) : await api.delete<undefined>(path);
      return { choice, message: res.message };
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: PENDING_QUICK_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
      void queryClient.invalidateQueries({ queryKey: ['skills'] });
    },
  });
}
