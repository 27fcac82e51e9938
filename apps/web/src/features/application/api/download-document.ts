// GET /api/candidate/documents/:id (a document of the candidate) and GET /api/candidate/application/packet.pdf (the
// whole application as a PDF "profile packet"), downloaded with the candidate's token.
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/transfer';

export const PACKET_PATH = '/api/candidate/application/packet.pdf';

export function downloadDocument(id: string, filename: string): Promise<void> {
  return downloadFile(`/api/candidate/documents/${encodeURIComponent(id)}`, filename);
}

export function downloadPacket(): Promise<void> {
  return downloadFile(PACKET_PATH, 'application.pdf');
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: ({ id, filename }: { id: string; filename: string }) => downloadDocument(id, filename) });
}

export function useDownloadPacket() {
  return useMutation({ mutationFn: downloadPacket });
}
