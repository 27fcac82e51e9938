// The dashboard's values kept in memory (modules/dashboard/service.ts, cache version "dashboard" of migration 0016):
// after any write to what a card shows — through the API or straight in the database — the next GET
// /api/candidate/dash answers what a fresh read answers, never what was kept. Time-dependent parts follow the clock
// with nothing written. On the embedded database, or on PostgreSQL with TEST_DATABASE_URL.
import { sampleSectionData } from '@portal/shared/application/samples';
import { sectionByKey } from '@portal/shared/application/sections';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateReferences, jobEmails, jobSubscriptions, organizations, recruiters, skillChecklists } from '../src/db/schema/index';
import { createDashboardCache, dashboardData } from '../src/modules/dashboard/service';
import { seedRecruiters } from '../src/modules/recruiters/seed';
import { seedSkills } from '../src/seed/skills';
import { createTestApp, type TestApp } from './helpers/app';
import { PDF, upload } from './helpers/documents';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { createJob } from './helpers/job-factories';
import { giveCompletedReferences, referenceRequest } from './helpers/reference-factories';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedRecruiters(app.db);
  await seedSkills(app.db);
});
afterAll(async () => {
  await app?.close();
});

const served = async (who: SignedInCandidate) => {
  const res = await app.inject({ method: 'GET', url: '/api/candidate/dash', headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
/** What a read with nothing kept gives now (the answer went through JSON on the wire: so does this). */
const fresh = async (who: SignedInCandidate) => JSON.parse(JSON.stringify(await dashboardData(app, { id: who.id, orgId: who.orgId })));

describe('GET /api/candidate/dash with its values kept', () => {
  it('answers what a fresh read answers after every kind of write', async () => {
    const me = await createSignedInCandidate(app, { firstName: 'Kept' });
    const other = await createSignedInCandidate(app);
    await giveCompletedReferences(app, me);
    const job = await createJob(app, 'MHS', { positionName: 'PCT - Days' });
    const [subscription] = await app.db.insert(jobSubscriptions).values({ candidateId: me.id, orgId: me.orgId }).returning();
    const [checklist] = await app.db.select().from(skillChecklists).limit(1);

    const writes: Array<[string, () => Promise<unknown>]> = [
      ['a submission', () => app.inject({ method: 'POST', url: '/api/candidate/submission/add', headers: me.auth, payload: [{ jobId: job.id }] })],
      ['its status', () => app.db.execute(sql`update job_submissions set status = 'interview', updated_at = now() where candidate_id = ${me.id}`)],
      ['the job renamed', () => app.db.execute(sql`update jobs set position_name = 'PCT - Nights' where id = ${job.id}`)],
      ['a section saved', () => app.inject({ method: 'PUT', url: '/api/candidate/application/personalInfo', headers: me.auth, payload: { data: sampleSectionData(sectionByKey('personalInfo')) } })],
      ['a CV uploaded', () => app.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...me.auth, ...upload('resume', 'cv.pdf', PDF).headers }, payload: upload('resume', 'cv.pdf', PDF).payload })],
      ['a credential that expires soon', () => {
        const soon = new Date(Date.now() + 20 * 86_400_000);
        const date = `${String(soon.getUTCMonth() + 1).padStart(2, '0')}/${String(soon.getUTCDate()).padStart(2, '0')}/${soon.getUTCFullYear()}`;
        return app.inject({ method: 'PUT', url: '/api/candidate/application/lifeSupportCert', headers: me.auth, payload: { draft: true, data: [{ type: 'BLS', expiryDate: date }] } });
      }],
      ['the first name', () => app.db.execute(sql`update candidates set first_name = 'Renamed' where id = ${me.id}`)],
      ['a recruiter chosen', async () => {
        const [r] = await app.db.select().from(recruiters).where(eq(recruiters.orgId, me.orgId)).limit(1);
        return app.inject({ method: 'POST', url: '/api/candidate/recruiter', headers: me.auth, payload: { recruiterId: r!.id } });
      }],
      ['the recruiter’s phone', () => app.db.execute(sql`update recruiters set phone = '(615) 555-0199' where id = (select recruiter_id from candidate_recruiters where candidate_id = ${me.id})`)],
      ['a reference requested', () => app.inject({ method: 'POST', url: '/api/reference/add', headers: me.auth, payload: referenceRequest({ firstName: 'Jamie' }) })],
      ['a reference declined', () => app.db.update(candidateReferences).set({ status: 'declined' }).where(eq(candidateReferences.firstName, 'Jamie'))],
      ['the references rule off', () => app.db.update(organizations).set({ referencesRule: false }).where(eq(organizations.id, me.orgId))],
      ['the references rule on', () => app.db.update(organizations).set({ referencesRule: true }).where(eq(organizations.id, me.orgId))],
      ['a checklist completed', () => app.db.execute(sql`insert into candidate_checklists (candidate_id, org_id, checklist_id, slug, status, completed_at, expires_at)
        values (${me.id}, ${me.orgId}, ${checklist!.id}, ${checklist!.slug}, 'completed', now(), now() + interval '10 days')`)],
      ['the checklist renamed', () => app.db.execute(sql`update skill_checklists set name = ${`${checklist!.name} (2027)`} where id = ${checklist!.id}`)],
      ['a job e-mail sent', () => app.db.insert(jobEmails).values({ candidateId: me.id, orgId: me.orgId, subscriptionId: subscription!.id, periodKey: 'daily:2026-11-24', subject: 'New jobs', jobs: [], sentAt: new Date() })],
      ['the e-mail read', () => app.db.update(jobEmails).set({ readAt: new Date() }).where(eq(jobEmails.candidateId, me.id))],
      ['the CV removed', async () => {
        const docs = (await app.inject({ method: 'GET', url: '/api/candidate/documents', headers: me.auth })).json().data as Array<{ id: string; kind: string }>;
        return app.inject({ method: 'DELETE', url: `/api/candidate/documents/${docs.find((d) => d.kind === 'resume')!.id}`, headers: me.auth });
      }],
      ['the checklist deleted', () => app.db.execute(sql`delete from candidate_checklists where candidate_id = ${me.id}`)],
      ['the submission withdrawn', () => app.db.execute(sql`delete from job_submissions where candidate_id = ${me.id}`)],
    ];
    let before = await served(me);
    await served(other);
    for (const [what, write] of writes) {
      await write();
      const after = await served(me);
      expect(after, what).toEqual(await fresh(me));
      expect(after, `${what} shows`).not.toEqual(before);
      before = after;
    }
    // The other candidate's dashboard is theirs, kept or not.
    expect(await served(other)).toEqual(await fresh(other));
  });

  it('keeps nothing that depends on the time: a link runs out and a credential comes due with nothing written', async () => {
    const me = await createSignedInCandidate(app);
    const request = await app.inject({ method: 'POST', url: '/api/reference/add', headers: me.auth, payload: referenceRequest() });
    expect(request.statusCode, request.body).toBe(201);
    const cache = createDashboardCache(app);
    const candidate = { id: me.id, orgId: me.orgId };
    const now = await dashboardData(app, candidate, { cache });
    expect(now.referenceEntry?.[0]?.status).toBe('requested');
    expect(cache.size).toBe(1);
    const [row] = await app.db.select({ linkExpiresAt: candidateReferences.linkExpiresAt }).from(candidateReferences).where(eq(candidateReferences.candidateId, me.id));
    const later = await dashboardData(app, candidate, { cache, now: new Date(row!.linkExpiresAt!.getTime() + 1000) });
    expect(later.referenceEntry?.[0]?.status).toBe('expired');
    expect(later.refStatus?.awaiting).toBe(0);
    expect(cache.hits).toBe(1);
  });
});
