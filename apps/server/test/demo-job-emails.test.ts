// The demo account shows a newcomer what job e-mails look like: a saved search and two alerts it sent (one read, one
// not), made of the demo organisation's open jobs. Seeding again changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, jobEmails } from '../src/db/schema/index';
import { openSession } from '../src/modules/auth/sessions';
import { DEMO_CANDIDATE } from '../src/seed/candidates';
import { seedDemo } from '../src/seed/demo';
import { createTestApp, type TestApp } from './helpers/app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.close());

describe('demo job e-mails', () => {
  it('the demo account has a saved search and two alerts to read, seeded once', async () => {
    await seedDemo(app.db, { quiet: true });
    await seedDemo(app.db, { quiet: true });
    const [demo] = await app.db.select().from(candidates).where(eq(candidates.email, DEMO_CANDIDATE.email));
    const session = await openSession(app.db, app.tokens, { candidateId: demo!.id, orgCode: 'MHS', method: 'test', ttlMinutes: 60 });
    const auth = { authorization: `Bearer ${session.token}` };

    const list = await app.inject({ method: 'GET', url: '/api/candidate/emails', headers: auth });
    expect(list.statusCode, list.body).toBe(200);
    const alerts = list.json().data as Array<{ id: string; jobCount: number; read: boolean }>;
    expect(alerts).toHaveLength(2);
    expect(alerts.map((a) => a.read)).toEqual([false, true]);
    for (const alert of alerts) expect(alert.jobCount).toBeGreaterThanOrEqual(3);
    // Each alert opens with its jobs, open jobs of the demo organisation.
    const detail = await app.inject({ method: 'POST', url: '/api/candidate/emails/history/detail', headers: auth, payload: { id: alerts[1]!.id } });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.jobs.every((j: { state: string }) => j.state === 'open')).toBe(true);

    const searches = await app.inject({ method: 'GET', url: '/api/candidate/subscriptions', headers: auth });
    expect(searches.statusCode, searches.body).toBe(200);
    expect(searches.json().data).toEqual([expect.objectContaining({ name: 'Med-Surg, PCT and telemetry', active: true, frequency: 'weekly' })]);
    expect(await app.db.select().from(jobEmails).where(eq(jobEmails.candidateId, demo!.id))).toHaveLength(2);
  });
});
