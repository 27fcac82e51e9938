// Where uploaded files' bytes live when not in the database: an S3-compatible object store (AWS S3, MinIO, Ceph,
// Cloudflare R2...), reached with signed HTTP requests (AWS Signature V4), which every server instance reads; or files
// under DATA_DIR beside the embedded database (decision 027: the bytes stay out of its tables, so a deleted file gives
// its space back at once).
import { mkdir, readFile, rename, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from './errors';

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export interface ObjectStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** The store could not be reached or refused: the request fails cleanly (nothing kept), never with a stack. */
const unavailable = () => new AppError(503, 'Files cannot be stored or read right now. Please try again in a few minutes.', 'FILE_STORE');

export function s3Store(config: S3Config, timeoutMs = 10_000): ObjectStore {
  const base = new URL(config.endpoint);
  // Path-style addressing (endpoint/bucket/key) works with every S3-compatible server.
  const path = (key: string) =>
    `${base.pathname.replace(/\/$/, '')}/${encodeURIComponent(config.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    // Loaded with the first stored file, not at start: a portal that keeps its files on disk never needs it.
    const { default: aws4 } = await import('aws4');
    const request = aws4.sign(
      {
        host: base.host,
        path: path(key),
        method,
        service: 's3',
        region: config.region,
        headers: body ? { 'Content-Type': contentType ?? 'application/octet-stream', 'Content-Length': String(body.length) } : {},
        ...(body ? { body } : {}),
      },
      { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    );
    try {
      return await fetch(`${base.protocol}//${base.host}${request.path}`, {
        method,
        headers: request.headers as Record<string, string>,
        ...(body ? { body } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw unavailable();
    }
  }

  return {
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, bytes, contentType);
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw unavailable();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer().catch(() => undefined);
        return null;
      }
      if (!response.ok) throw unavailable();
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send('DELETE', key);
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok && response.status !== 404) throw unavailable();
    },
  };
}

/** Keys are server-made (`documents/<uuid>/<uuid>`): segments of letters, digits and hyphens only. */
const SAFE_KEY = /^[A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*$/;

/**
 * Files under `root` (DATA_DIR): one file per key, written whole under a temporary name and renamed, so a reader never
 * sees half a file. A removed file's folder goes too when it is left empty.
 */
export function diskStore(root: string): ObjectStore {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`bad object key "${key}"`);
    return path.join(root, ...key.split('/'));
  };
  const missing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.part`;
      try {
        await writeFile(temporary, bytes, { mode: 0o640 });
        await rename(temporary, file);
      } catch {
        await unlink(temporary).catch(() => undefined);
        throw unavailable();
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (missing(error)) return null;
        throw unavailable();
      }
    },
    async delete(key) {
      const file = fileOf(key);
      try {
        await unlink(file);
      } catch (error) {
        if (!missing(error)) throw unavailable();
      }
      await rmdir(path.dirname(file)).catch(() => undefined);
    },
  };
}
