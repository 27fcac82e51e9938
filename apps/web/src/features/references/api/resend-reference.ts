// POST /api/reference/:id/resend: the request again, with a new link (the old one stops working).
import type { TReference } from '@portal/shared/schemas/references';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function resendReference(id: string): Promise<{ reference: TReference; message?: string }> {
  const response = await api.postNoOrg<TReference>(`/api/reference/${encodeURIComponent(id)}/resend`, {});
  return { reference: response.data, message: response.message };
}

export function useResendReference() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendReference, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['references'] }) });
}
