// GET /api/skills/checklists/:id/pdf with the candidate's token (a plain link cannot carry it), saved as a download.
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/transfer';

export const checklistPdfPath = (id: string) => `/api/skills/checklists/${encodeURIComponent(id)}/pdf`;

export function downloadChecklistPdf({ id, filename }: { id: string; filename: string }): Promise<void> {
  return downloadFile(checklistPdfPath(id), filename);
}

export function useDownloadChecklistPdf() {
  return useMutation({ mutationFn: downloadChecklistPdf });
}
