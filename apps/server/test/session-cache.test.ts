// Verified sessions are kept in memory, but logout, logout everywhere, a password change or reset and a change of a
// candidate's e-mail still end a session at once, on every instance (modules/auth/sessions.ts SessionCache).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../src/db/schema/index';
import { openSession, revokeAllSessions } from '../src/modules/auth/sessions';
import { createTestApp, secondInstance, type TestApp } from './helpers/app';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';

let app: TestApp;
let other: TestApp;

beforeAll(async () => {
  app = await createTestApp();
  // A second instance on the same database: on PostgreSQL with its own connections, memory and version reads.
  other = await secondInstance(app);
});
afterAll(async () => {
  await other.close();
  await app.close();
});

const profile = (target: TestApp, candidate: SignedInCandidate) => target.inject({ url: '/api/profile', headers: candidate.auth });

/** Both instances accept the token, twice each (the second time from memory). */
async function acceptedEverywhere(candidate: SignedInCandidate) {
  for (const target of [app, other, app, other]) expect((await profile(target, candidate)).statusCode).toBe(200);
}

describe('session cache', () => {
  it('logout on one instance ends the session on both at once', async () => {
    const candidate = await createSignedInCandidate(app);
    await acceptedEverywhere(candidate);
    expect((await other.inject({ method: 'POST', url: '/api/auth/logout', headers: candidate.auth })).statusCode).toBe(200);
    expect((await profile(app, candidate)).statusCode).toBe(401);
    expect((await profile(other, candidate)).statusCode).toBe(401);
  });

  it('logout everywhere ends every session of the candidate at once', async () => {
    const first = await createSignedInCandidate(app);
    const second = await openSession(app.db, app.tokens, { candidateId: first.id, orgCode: first.orgCode, method: 'test', ttlMinutes: 60 });
    const secondAuth = { ...first, token: second.token, sessionId: second.sessionId, auth: { authorization: `Bearer ${second.token}` } };
    await acceptedEverywhere(first);
    await acceptedEverywhere(secondAuth);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout-everywhere', headers: first.auth })).statusCode).toBe(200);
    for (const target of [app, other]) {
      expect((await profile(target, first)).statusCode).toBe(401);
      expect((await profile(target, secondAuth)).statusCode).toBe(401);
    }
  });

  it('a password change or reset (every session revoked) applies at once on both instances', async () => {
    const candidate = await createSignedInCandidate(app);
    await acceptedEverywhere(candidate);
    await revokeAllSessions(other.db, candidate.id);
    expect((await profile(app, candidate)).statusCode).toBe(401);
    expect((await profile(other, candidate)).statusCode).toBe(401);
  });

  it('a changed e-mail is what the next call sees', async () => {
    const candidate = await createSignedInCandidate(app);
    await acceptedEverywhere(candidate);
    const email = `changed-${candidate.email}`;
    await other.db.update(candidates).set({ email }).where(eq(candidates.id, candidate.id));
    for (const target of [app, other]) {
      const res = await profile(target, candidate);
      expect(res.statusCode).toBe(200);
      expect(JSON.stringify(res.json())).toContain(email);
    }
  });
});
