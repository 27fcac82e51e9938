// "Last seen" of each signed-in device: written when a session is used, at most once every few minutes per session
// (this in-memory map only thins the writes; the time itself lives in the sessions row every instance reads).
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/index';

const EVERY_MS = 5 * 60_000;
const written = new Map<string, number>();

export function touchSession(db: Db, sessionId: string, now = Date.now()): void {
  const last = written.get(sessionId);
  if (last !== undefined && now - last < EVERY_MS) return;
  if (written.size > 50_000) written.clear();
  written.set(sessionId, now);
  db.update(sessions)
    .set({ lastSeenAt: new Date(now) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .catch(() => written.delete(sessionId));
}
