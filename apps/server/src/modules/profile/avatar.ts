// Avatar images (spec §3: a file name resolved against the avatars path). Types are decided by magic bytes, names are
// made by the server, files live under DATA_DIR (outside the web root) — security.md item 9. What is stored is the
// re-encoded image (lib/uploads.ts), never the bytes as uploaded.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@portal/shared/schemas/uploads';
import { sniffImage } from '../../lib/uploads';

/** The upload limit of spec §9 (shared with every drop zone). */
export const AVATAR_MAX_BYTES = UPLOAD_MAX_BYTES;

/** Server-made names only: 32 hex characters and a known extension. */
export const AVATAR_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

export function createAvatarStore(dataDir: string) {
  const dir = path.join(dataDir, 'avatars');
  return {
    async save(bytes: Buffer, ext: string): Promise<string> {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await writeFile(path.join(dir, name), bytes, { mode: 0o640 });
      return name;
    },
    async read(name: string): Promise<{ bytes: Buffer; mime: string } | null> {
      if (!AVATAR_NAME.test(name)) return null;
      try {
        const bytes = await readFile(path.join(dir, name));
        const type = sniffImage(bytes);
        return type ? { bytes, mime: type.mime } : null;
      } catch {
        return null;
      }
    },
    async remove(name: string | null): Promise<void> {
      if (name && AVATAR_NAME.test(name)) await unlink(path.join(dir, name)).catch(() => undefined);
    },
  };
}
