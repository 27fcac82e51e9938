// DELETE /api/candidate/documents/:id: the candidate removes one of their documents.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicationQueryOptions } from './get-application';
import { candidateProfileQueryOptions } from './get-candidate-profile';

export async function deleteDocument(id: string): Promise<void> {
  await api.delete<unknown>(`/api/candidate/documents/${encodeURIComponent(id)}`);
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_result, id) => {
      queryClient.setQueryData(applicationQueryOptions().queryKey, (application) =>
        application ? { ...application, documents: application.documents.filter((d) => d.id !== id) } : application,
      );
      void queryClient.invalidateQueries({ queryKey: applicationQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: candidateProfileQueryOptions().queryKey });
    },
  });
}
