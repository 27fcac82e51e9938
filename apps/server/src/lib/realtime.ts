// Realtime events for a candidate's open pages (a reference completed, a job e-mail arrived, a submission changed).
// The channel itself (across instances through PostgreSQL LISTEN/NOTIFY) is plugins/realtime.ts; callers only publish.
import type { FastifyInstance } from 'fastify';

export type RealtimeEvent = {
  type: 'reference.updated' | 'jobEmail.received' | 'submission.updated' | 'skills.updated' | 'application.updated' | 'recruiter.updated';
  [key: string]: unknown;
};

export type RealtimeListener = (event: RealtimeEvent) => void;

export type Realtime = {
  publish(candidateId: string, event: RealtimeEvent): Promise<void>;
  /** Present where the channel is registered (plugins/realtime.ts): listens for a candidate's events; returns the unsubscribe. */
  subscribe?(candidateId: string, listener: RealtimeListener): Promise<() => void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** Publishes to the candidate's open pages; never throws (a lost event only delays an update until the next load). */
export async function publishToCandidate(app: FastifyInstance, candidateId: string, event: RealtimeEvent): Promise<void> {
  try {
    await app.realtime.publish(candidateId, event);
  } catch (error) {
    app.log.warn({ err: error, type: event.type }, 'realtime publish failed');
  }
}
