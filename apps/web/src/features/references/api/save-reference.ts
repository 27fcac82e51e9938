// POST /api/reference/add (a new request, e-mailed to the referee) and PUT /api/reference/:id (an update; a changed
// e-mail voids the old link and sends a new one).
import type { TReference, TReferenceRequest } from '@portal/shared/schemas/references';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type SaveReference = { id?: string; values: TReferenceRequest };

export async function saveReference({ id, values }: SaveReference): Promise<{ reference: TReference; message?: string }> {
  const response = id
    ? await api.put<TReference>(`/api/reference/${encodeURIComponent(id)}`, values)
    : await api.post<TReference>('/api/reference/add', values);
  return { reference: response.data, message: response.message };
}

export function useSaveReference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReference,
    // The application's references step shows the same list.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['references'] }), queryClient.invalidateQueries({ queryKey: ['application'] })]),
  });
}
