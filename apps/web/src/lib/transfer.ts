// File transfers that the JSON client does not do: a multipart upload with progress (XHR) and a
// download of a protected file (the bearer token cannot ride on a plain link). Same token and 401 rule as lib/api-client.
import { STORAGE_KEYS } from '@portal/shared/constants';
import { ApiError } from './api-client';
import { clearSession } from './auth-store';
import { signInPath } from './home-board';
import { navigateTo } from './navigation';
import { readString } from './storage';

function unauthorized(): void {
  clearSession();
  navigateTo(signInPath(), { replace: true, state: { reason: 'unauthorized' } });
}

/** POST multipart `fields` (in order) to `path`; `onProgress` gets 0–100 while the body goes up. */
export function uploadMultipart<T>(
  path: string,
  fields: Array<[string, string | Blob]>,
  onProgress?: (percent: number) => void,
): Promise<T> {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  const token = readString(STORAGE_KEYS.jwt);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onerror = () => reject(new ApiError(undefined, 0));
    xhr.onload = () => {
      type Envelope = { status?: unknown; data?: T; message?: unknown };
      let json: Envelope | null;
      try {
        json = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        json = null;
      }
      const message = typeof json?.message === 'string' ? json.message : undefined;
      if (xhr.status === 401) {
        unauthorized();
        return reject(new ApiError(message, 401));
      }
      if (xhr.status < 200 || xhr.status >= 300 || json?.status !== true) return reject(new ApiError(message, xhr.status));
      resolve(json.data as T);
    };
    xhr.send(body);
  });
}

/**
 * GET a protected file and hand it to the browser as a download named `filename`, or, with `serverName`, the name the
 * answer's Content-Disposition gives (`filename` when it gives none).
 */
export async function downloadFile(path: string, filename: string, { serverName = false } = {}): Promise<void> {
  const token = readString(STORAGE_KEYS.jwt);
  let response: Response;
  try {
    // The page's language: a refusal's message comes back in it.
    response = await fetch(path, {
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Accept-Language': document.documentElement.lang },
    });
  } catch {
    throw new ApiError(undefined, 0);
  }
  if (response.status === 401) {
    unauthorized();
    throw new ApiError(undefined, 401);
  }
  if (!response.ok) {
    const json = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(json?.message, response.status);
  }
  const named = serverName ? /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] : undefined;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = named ?? filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
