// GET /api/skills/checklists/:id/pdf with the candidate's token (a plain link cannot carry it), saved as a download.
import { STORAGE_KEYS } from '@portal/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { readString } from '../../../lib/storage';

export const checklistPdfPath = (id: string) => `/api/skills/checklists/${encodeURIComponent(id)}/pdf`;

export async function downloadChecklistPdf({ id, filename }: { id: string; filename: string }): Promise<void> {
  const token = readString(STORAGE_KEYS.jwt);
  let response: Response;
  try {
    response = await fetch(checklistPdfPath(id), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(undefined, 0);
  }
  if (!response.ok) {
    const json = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(json?.message, response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadChecklistPdf() {
  return useMutation({ mutationFn: downloadChecklistPdf });
}
