// security.md item 1: argon2id with the OWASP parameters m=19456 KiB, t=2, p=1.
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2 as const;
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummy: Promise<string> | undefined;
/** A hash of nothing anyone knows, verified for unknown e-mails so they cost the same time as known ones. */
function dummyHash(): Promise<string> {
  dummy ??= hash(`no-such-account-${Math.random()}`, ARGON2_OPTIONS);
  return dummy;
}

/**
 * Verifies a password against a stored hash. With no stored hash (unknown e-mail, or an account created by link or
 * social sign-in) it verifies against the dummy hash and answers false, so timing does not tell the cases apart
 * (security.md item 2).
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
