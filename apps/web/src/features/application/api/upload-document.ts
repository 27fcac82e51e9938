// POST /api/candidate/documents (multipart: field `kind`, then `file`): a CV or a section's document. The server
// decides the type by content (pdf, doc, docx; images) and answers spec §8's messages.
import type { TDocument } from '@portal/shared/application/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applicationQueryOptions } from './get-application';
import { candidateProfileQueryOptions } from './get-candidate-profile';
import { uploadMultipart } from '../../../lib/transfer';

export function uploadDocument(kind: string, file: File, onProgress?: (percent: number) => void): Promise<TDocument> {
  return uploadMultipart<TDocument>(
    '/api/candidate/documents',
    [
      ['kind', kind],
      ['file', file],
    ],
    onProgress,
  );
}

/** Upload with its progress (0–100, null when idle). */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ kind, file }: { kind: string; file: File }) => {
      setProgress(0);
      return uploadDocument(kind, file, setProgress);
    },
    onSettled: () => setProgress(null),
    onSuccess: (document) => {
      queryClient.setQueryData(applicationQueryOptions().queryKey, (application) =>
        application
          ? { ...application, documents: [...application.documents.filter((d) => d.id !== document.id), document] }
          : application,
      );
      void queryClient.invalidateQueries({ queryKey: applicationQueryOptions().queryKey });
      if (document.kind === 'resume') void queryClient.invalidateQueries({ queryKey: candidateProfileQueryOptions().queryKey });
    },
  });
  return { ...mutation, progress: mutation.isPending ? (progress ?? 0) : null };
}
