// POST /api/candidate/documents (multipart: fields `kind`, `section` and `entry`, then `file`): a CV or a section's document. The server
// decides the type by content (pdf, doc, docx; images) and answers spec §8's messages.
import type { TDocument } from '@portal/shared/application/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applicationQueryOptions } from './get-application';
import { candidateProfileQueryOptions } from './get-candidate-profile';
import { uploadMultipart } from '../../../lib/transfer';

/** Where a section's document belongs: its section and, in a repeating section, its entry's id (the CV has none). */
export type DocumentPlace = { section?: string; entry?: string };

export function uploadDocument(kind: string, file: File, onProgress?: (percent: number) => void, place: DocumentPlace = {}): Promise<TDocument> {
  return uploadMultipart<TDocument>(
    '/api/candidate/documents',
    [
      ['kind', kind],
      ...(place.section ? ([['section', place.section]] as Array<[string, string]>) : []),
      ...(place.entry ? ([['entry', place.entry]] as Array<[string, string]>) : []),
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
    mutationFn: ({ kind, file, ...place }: { kind: string; file: File } & DocumentPlace) => {
      setProgress(0);
      return uploadDocument(kind, file, setProgress, place);
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
