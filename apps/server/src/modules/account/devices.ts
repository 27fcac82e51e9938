// Signed-in devices (sessions): which browser on which system, when it signed in and was last seen, this one marked.
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../../db/schema/index';
import { notFound } from '../../lib/errors';

/** A readable "Browser on System" from a User-Agent header (no library: the few families candidates use). */
export function describeDevice(userAgent: string | null | undefined): { browser: string; os: string; mobile: boolean } {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /SamsungBrowser\//.test(ua)
          ? 'Samsung Internet'
          : /Chrome\/|Chromium\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : ua
                ? 'Other browser'
                : 'Unknown browser';
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : 'Unknown system';
  return { browser, os, mobile: /Mobile|Android|iPhone/.test(ua) };
}

export async function listDevices(app: FastifyInstance, candidateId: string, currentSessionId: string) {
  const rows = await app.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.candidateId, candidateId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    ...describeDevice(row.userAgent),
    method: row.method,
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Signs one device out; a session of someone else is "not found", like one that does not exist. */
export async function revokeDevice(app: FastifyInstance, candidateId: string, sessionId: string): Promise<void> {
  const done = await app.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.candidateId, candidateId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (!done.length) throw notFound('This device is not signed in.');
}

/** Signs every other device out; returns how many. */
export async function revokeOtherDevices(app: FastifyInstance, candidateId: string, keepSessionId: string): Promise<number> {
  const done = await app.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.candidateId, candidateId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return done.length;
}
