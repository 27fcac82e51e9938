// GET /api/skills/tests/attempts/:id/pdf with the candidate's token, saved as a download: a finished test's result
// (in the page's language; the server names the file).
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/transfer';

export const testPdfPath = (id: string) => `/api/skills/tests/attempts/${encodeURIComponent(id)}/pdf`;

export function downloadTestPdf({ id, slug }: { id: string; slug: string }): Promise<void> {
  return downloadFile(testPdfPath(id), `skills-test-${slug}.pdf`, { serverName: true });
}

export function useDownloadTestPdf() {
  return useMutation({ mutationFn: downloadTestPdf });
}
