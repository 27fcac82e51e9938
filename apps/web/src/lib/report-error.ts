// spec §4/§7: render errors (not chunk-load errors) are reported to POST /microservices/api/tech/errorBoundary with
// {url, portalName:'Candidate', errorDetails: serialised error} and the bearer from the stored jwt.
import { STORAGE_KEYS } from '@portal/shared/constants';
import { readString } from './storage';

const MAX_DETAILS = 20_000;

/** True for a failed load of a code chunk (a release replaced the files the open page refers to). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading (CSS )?chunk [\w-]+ failed|Unable to preload CSS/i.test(
    error.message,
  );
}

export function serialiseError(error: unknown, componentStack?: string | null): string {
  const details =
    error instanceof Error
      ? { name: error.name, message: error.message, stack: error.stack, componentStack: componentStack ?? undefined }
      : { message: String(error), componentStack: componentStack ?? undefined };
  return JSON.stringify(details).slice(0, MAX_DETAILS);
}

export async function reportRenderError(error: unknown, componentStack?: string | null): Promise<void> {
  if (isChunkLoadError(error)) return;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = readString(STORAGE_KEYS.jwt);
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    // Plain fetch, not the API client: a report must never trigger the 401 rule or a toast.
    await fetch('/microservices/api/tech/errorBoundary', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        url: window.location.href.slice(0, 2048),
        portalName: 'Candidate',
        errorDetails: serialiseError(error, componentStack),
      }),
      keepalive: true,
    });
  } catch {
    // Reporting is best effort; the user already sees the error screen.
  }
}
