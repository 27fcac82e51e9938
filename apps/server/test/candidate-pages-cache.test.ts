// A candidate's own pages kept in memory (lib/candidate-pages.ts, migration 0033_candidate_versions, decision 046): the
// references list, the skills checklists and the job e-mail history. After any write to what a page shows — through the
// API of either instance or straight in the database — each page answers what a plain read answers, never what was
// kept; a write for one candidate leaves the others' versions alone; what depends on the time follows the clock with
// nothing written. On the embedded database, or on PostgreSQL with TEST_DATABASE_URL (then the second instance has its
// own connections, memory and version reads).
import { PAGE_SIZE, paging } from '@portal/shared';
import { CHECKLIST_PAGE_SIZE, checklistProgress } from '@portal/shared/skills';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { candidateChecklists, candidateReferences, jobEmails, jobSubscriptions, skillChecklists } from '../src/db/schema/index';
import { ZEmailsAnswer } from '../src/modules/job-emails/history';
import { listReferences, toApi } from '../src/modules/references/service';
import { checklistTextIn } from '../src/modules/skills/catalogue';
import { cleanAnswers } from '../src/modules/skills/checklists';
import { seedSkills } from '../src/seed/skills';
import { createTestApp, secondInstance, type TestApp } from './helpers/app';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { referenceRequest } from './helpers/reference-factories';

let app: TestApp;
let other: TestApp;

beforeAll(async () => {
  app = await createTestApp();
  await seedSkills(app.db);
  other = await secondInstance(app);
});
afterAll(async () => {
  await other?.close();
  await app?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const PAGES = {
  references: '/api/reference/get-reference',
  checklists: '/api/skills/checklists',
  emails: '/api/candidate/emails',
} as const;
type Page = keyof typeof PAGES;

async function served(target: TestApp, who: SignedInCandidate, page: Page) {
  const res = await target.inject({ method: 'GET', url: PAGES[page], headers: { ...who.auth, 'accept-encoding': 'identity' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/**
 * What plain reads (nothing kept, every column through Drizzle, the way the pages read before they were one prepared
 * statement each) give now, through the route's schema where it has one and through JSON, as on the wire.
 */
async function fresh(who: SignedInCandidate, page: Page) {
  const owner = { candidateId: who.id, orgId: who.orgId };
  let answer: unknown;
  if (page === 'references') answer = { status: true, data: (await listReferences(app.db, owner)).map((r) => toApi(r)) };
  else if (page === 'emails') answer = z.encode(ZEmailsAnswer, await plainEmails(who.id));
  else answer = await plainChecklists(who.id);
  return JSON.parse(JSON.stringify(answer));
}

/** The first page of the candidate's sent e-mails, newest first, with their count. */
async function plainEmails(candidateId: string) {
  const sent = and(eq(jobEmails.candidateId, candidateId), isNotNull(jobEmails.sentAt));
  const all = await app.db.select().from(jobEmails).where(sent).orderBy(desc(jobEmails.createdAt), desc(jobEmails.id));
  const data = all.slice(0, PAGE_SIZE).map((row) => ({
    id: row.id,
    subject: row.subject,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    jobCount: row.jobs.length,
    jobNames: row.jobs.slice(0, 3).map((job) => job.Position_Name),
  }));
  return { status: true as const, data, paging: paging(1, PAGE_SIZE, all.length) };
}

/** The first page of the candidate's completed checklists, newest first, their count, and those in progress. */
async function plainChecklists(candidateId: string) {
  const rows = await app.db
    .select({ row: candidateChecklists, checklist: skillChecklists })
    .from(candidateChecklists)
    .innerJoin(skillChecklists, eq(skillChecklists.id, candidateChecklists.checklistId))
    .where(eq(candidateChecklists.candidateId, candidateId))
    .orderBy(desc(candidateChecklists.completedAt), desc(candidateChecklists.id));
  const completed = rows.filter(({ row }) => row.status === 'completed');
  const now = Date.now();
  const data = completed.slice(0, CHECKLIST_PAGE_SIZE).map(({ row, checklist }) => ({
    id: row.id,
    slug: row.slug,
    version: checklist.version,
    name: checklistTextIn(checklist, null).name,
    category: checklist.category,
    role: checklistTextIn(checklist, null).role,
    completedAt: (row.completedAt ?? row.updatedAt).toISOString(),
    expiresAt: (row.expiresAt ?? row.updatedAt).toISOString(),
    expired: Boolean(row.expiresAt && row.expiresAt.getTime() <= now),
    signature: row.signature ?? '',
  }));
  const inProgress = rows
    .filter(({ row }) => row.status === 'draft')
    .sort((a, b) => b.row.updatedAt.getTime() - a.row.updatedAt.getTime())
    .map(({ row, checklist }) => ({
      slug: row.slug,
      name: checklistTextIn(checklist, null).name,
      updatedAt: row.updatedAt.toISOString(),
      progress: checklistProgress(checklist.sections, cleanAnswers(checklist, row.answers)),
    }));
  return { status: true, data, paging: paging(1, CHECKLIST_PAGE_SIZE, completed.length), inProgress };
}

/** Every page of `who`, on both instances, twice each (the second time from memory): as a plain read gives it. */
async function allFresh(who: SignedInCandidate) {
  const now: Record<string, unknown> = {};
  for (const page of Object.keys(PAGES) as Page[]) {
    const expected = await fresh(who, page);
    for (const target of [app, other, app, other]) expect(await served(target, who, page), `${page} on ${target === app ? 'the first' : 'the second'} instance`).toEqual(expected);
    now[page] = expected;
  }
  return now as Record<Page, unknown>;
}

const versionOf = async (who: SignedInCandidate) => {
  const result = (await app.db.execute(sql`select version from candidate_versions where candidate_id = ${who.id}`)) as unknown as { rows: Array<{ version: string | number }> };
  return Number(result.rows[0]?.version ?? 0);
};
const pagesVersion = async () => {
  const result = (await app.db.execute(sql`select version from cache_versions where kind = 'pages'`)) as unknown as { rows: Array<{ version: string | number }> };
  return Number(result.rows[0]?.version ?? 0);
};

describe("a candidate's own pages kept in memory", () => {
  it('answer what a plain read answers after every kind of write, on both instances', { timeout: 60_000 }, async () => {
    const me = await createSignedInCandidate(app);
    const bystander = await createSignedInCandidate(app);
    const [subscription] = await app.db.insert(jobSubscriptions).values({ candidateId: me.id, orgId: me.orgId }).returning();
    const [pct] = await app.db.select().from(skillChecklists).where(eq(skillChecklists.slug, 'pct')).limit(1);
    const [first, second] = pct!.sections[0]!.items;
    const referenceId = async () => (await app.db.select({ id: candidateReferences.id }).from(candidateReferences).where(eq(candidateReferences.candidateId, me.id)).limit(1))[0]!.id;

    const writes: Array<[string, Page, () => Promise<unknown>]> = [
      ['a reference requested (first instance)', 'references', () => app.inject({ method: 'POST', url: '/api/reference/add', headers: me.auth, payload: referenceRequest({ firstName: 'Jamie' }) })],
      ['a reference renamed in the database', 'references', async () => app.db.execute(sql`update candidate_references set first_name = 'Jo' where id = ${await referenceId()}`)],
      ['a reference completed in the database', 'references', async () => app.db.update(candidateReferences).set({ status: 'completed', answeredAt: new Date() }).where(eq(candidateReferences.id, await referenceId()))],
      ['a second reference requested (second instance)', 'references', () => other.inject({ method: 'POST', url: '/api/reference/add', headers: me.auth, payload: referenceRequest({ firstName: 'Robin' }) })],
      ['a reference withdrawn (second instance)', 'references', async () => {
        const [row] = await app.db.select({ id: candidateReferences.id }).from(candidateReferences).where(and(eq(candidateReferences.candidateId, me.id), eq(candidateReferences.firstName, 'Robin')));
        return other.inject({ method: 'DELETE', url: `/api/reference/${row!.id}`, headers: me.auth });
      }],
      ['a checklist draft saved (second instance)', 'checklists', () => other.inject({ method: 'PUT', url: '/api/skills/checklists/draft/pct', headers: me.auth, payload: { answers: { [first!.id]: { rating: 4, frequency: 'daily' } } } })],
      ['the draft saved again (first instance)', 'checklists', () => app.inject({ method: 'PUT', url: '/api/skills/checklists/draft/pct', headers: me.auth, payload: { answers: { [second!.id]: { rating: 2, frequency: 'weekly' } } } })],
      ['the draft answers cleared in the database', 'checklists', () => app.db.execute(sql`update candidate_checklists set answers = '{}'::jsonb where candidate_id = ${me.id} and status = 'draft'`)],
      ['a checklist completed in the database', 'checklists', () => app.db.execute(sql`insert into candidate_checklists (candidate_id, org_id, checklist_id, slug, status, signature, completed_at, expires_at)
        values (${me.id}, ${me.orgId}, ${pct!.id}, 'pct', 'completed', 'Me', now(), now() + interval '10 days')`)],
      ['the checklist renamed', 'checklists', () => app.db.execute(sql`update skill_checklists set name = ${`${pct!.name} (2027)`} where id = ${pct!.id}`)],
      ['the draft deleted in the database', 'checklists', () => app.db.execute(sql`delete from candidate_checklists where candidate_id = ${me.id} and status = 'draft'`)],
      ['a job e-mail sent', 'emails', () => app.db.insert(jobEmails).values({ candidateId: me.id, orgId: me.orgId, subscriptionId: subscription!.id, periodKey: 'daily:2026-11-24', subject: 'New jobs', jobs: [], sentAt: new Date() })],
      ['the e-mail opened (second instance)', 'emails', async () => {
        const [row] = await app.db.select({ id: jobEmails.id }).from(jobEmails).where(eq(jobEmails.candidateId, me.id));
        return other.inject({ method: 'POST', url: '/api/candidate/emails/history/detail', headers: me.auth, payload: { id: row!.id } });
      }],
      ['the e-mail renamed in the database', 'emails', () => app.db.execute(sql`update job_emails set subject = 'Renamed' where candidate_id = ${me.id}`)],
      ['the e-mail deleted in the database', 'emails', () => app.db.execute(sql`delete from job_emails where candidate_id = ${me.id}`)],
      ['another e-mail sent', 'emails', () => app.db.insert(jobEmails).values({ candidateId: me.id, orgId: me.orgId, subscriptionId: subscription!.id, periodKey: 'daily:2026-11-25', subject: 'More jobs', jobs: [], sentAt: new Date() })],
      // No rows to name the candidates by: the shared kind "pages" moves.
      ['every e-mail truncated', 'emails', () => app.db.execute(sql`truncate job_emails`)],
    ];
    let before = await allFresh(me);
    await allFresh(bystander);
    const bystanderVersion = await versionOf(bystander);
    for (const [what, page, write] of writes) {
      const result = await write();
      if (result && typeof result === 'object' && 'statusCode' in result) expect((result as { statusCode: number }).statusCode, what).toBeLessThan(300);
      const after = await allFresh(me);
      expect(after[page], `${what} shows`).not.toEqual(before[page]);
      before = after;
    }
    // Nothing written for the other candidate: their counter never moved, and their pages are theirs.
    expect(await versionOf(bystander)).toBe(bystanderVersion);
    await allFresh(bystander);
  });

  it("counts a write against the candidates it wrote for: a draft saved bumps only its candidate's version", async () => {
    const me = await createSignedInCandidate(app);
    const bystander = await createSignedInCandidate(app);
    const [pct] = await app.db.select().from(skillChecklists).where(eq(skillChecklists.slug, 'pct')).limit(1);
    const item = pct!.sections[0]!.items[0]!;
    const save = () => app.inject({ method: 'PUT', url: '/api/skills/checklists/draft/pct', headers: bystander.auth, payload: { answers: { [item.id]: { rating: 3, frequency: 'daily' } } } });
    expect((await save()).statusCode).toBe(200);
    const [mine, theirs, shared] = [await versionOf(me), await versionOf(bystander), await pagesVersion()];
    for (let i = 0; i < 3; i++) expect((await save()).statusCode).toBe(200);
    expect(await versionOf(me)).toBe(mine);
    expect(await pagesVersion()).toBe(shared);
    expect(await versionOf(bystander)).toBeGreaterThanOrEqual(theirs + 3);
  });

  it('a statement over more than 100 candidates moves the shared kind, and is seen at once', async () => {
    const me = await createSignedInCandidate(app);
    const [pct] = await app.db.select().from(skillChecklists).where(eq(skillChecklists.slug, 'pct')).limit(1);
    await app.db.execute(sql`insert into candidates (org_id, email, first_name, last_name)
      select ${me.orgId}, 'bulk-' || i || '-' || ${me.id} || '@example.com', 'Bulk', 'Candidate' from generate_series(1, 101) i`);
    const before = await allFresh(me);
    const [mine, shared] = [await versionOf(me), await pagesVersion()];
    await app.db.execute(sql`insert into candidate_checklists (candidate_id, org_id, checklist_id, slug, status)
      select c.id, c.org_id, ${pct!.id}, 'pct', 'draft' from candidates c where c.email like ${`bulk-%-${me.id}@example.com`} or c.id = ${me.id}`);
    expect(await pagesVersion()).toBe(shared + 1);
    expect(await versionOf(me)).toBe(mine);
    const after = await allFresh(me);
    expect(after.checklists).not.toEqual(before.checklists);
  });

  it('keeps nothing that depends on the time: a link runs out and a checklist expires with nothing written', async () => {
    const me = await createSignedInCandidate(app);
    const added = await app.inject({ method: 'POST', url: '/api/reference/add', headers: me.auth, payload: referenceRequest() });
    expect(added.statusCode, added.body).toBe(201);
    const [pct] = await app.db.select().from(skillChecklists).where(eq(skillChecklists.slug, 'pct')).limit(1);
    // Both run out a minute from now (the session lasts longer).
    await app.db.execute(sql`update candidate_references set link_expires_at = now() + interval '1 minute' where candidate_id = ${me.id}`);
    await app.db.execute(sql`insert into candidate_checklists (candidate_id, org_id, checklist_id, slug, status, signature, completed_at, expires_at)
      values (${me.id}, ${me.orgId}, ${pct!.id}, 'pct', 'completed', 'Me', now(), now() + interval '1 minute')`);
    for (let i = 0; i < 2; i++) {
      expect((await served(app, me, 'references')).data[0].status).toBe('requested');
      expect((await served(app, me, 'checklists')).data[0].expired).toBe(false);
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 2 * 60_000));
    const later = await served(app, me, 'references');
    expect(later.data[0].status).toBe('expired');
    expect(later).toEqual(await fresh(me, 'references'));
    const laterChecklists = await served(app, me, 'checklists');
    expect(laterChecklists.data[0].expired).toBe(true);
    expect(laterChecklists).toEqual(await fresh(me, 'checklists'));
  });
});
