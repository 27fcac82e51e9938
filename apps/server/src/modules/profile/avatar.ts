// Avatar images (spec §3: a file name resolved against the avatars path). Types are decided by magic bytes, names are
// made by the server, files live under DATA_DIR (outside the web root) — security.md item 9.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A small limit: an avatar is shown at sidebar size. */
export const AVATAR_MAX_BYTES = 1_000_000;

const TYPES = [
  { ext: 'png', mime: 'image/png', test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', mime: 'image/jpeg', test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', mime: 'image/gif', test: (b: Buffer) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  { ext: 'webp', mime: 'image/webp', test: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
] as const;

export function sniffImage(bytes: Buffer): (typeof TYPES)[number] | undefined {
  return TYPES.find((type) => type.test(bytes));
}

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
