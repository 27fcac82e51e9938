// DELETE /api/reference/:id: the reference is withdrawn and its link stops working.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function withdrawReference(id: string): Promise<string | undefined> {
  return (await api.delete<unknown>(`/api/reference/${encodeURIComponent(id)}`)).message;
}

export function useWithdrawReference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawReference,
    // The application's references step shows the same list.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['references'] }), queryClient.invalidateQueries({ queryKey: ['application'] })]),
  });
}
