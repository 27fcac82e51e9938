// Recruiters (spec §1 "Choose a recruiter", §7 GET /api/auth/recruiters/{org}): the agency's list, the candidate's
// choice, and the e-mail the chosen recruiter gets (through the durable queue, so it survives a restart).
import type { Recruiter, TRecruiterInput } from '@portal/shared/dashboard';
import { ZRecruiterInput } from '@portal/shared/dashboard';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { candidateRecruiters, candidates, organizations, recruiters } from '../../db/schema/index';
import { isoText, type DashboardSource } from '../../lib/dashboard';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { publishToCandidate } from '../../lib/realtime';
import { renderMail } from '../../mail/layout';
import { agencyWords } from '../../mail/texts';
import { withBoard } from '../orgs/repository';

export const RECRUITER_MAIL_TASK = 'recruiters.chosen-mail';
/** Tells the current choice's recruiter, unless told already or a notice went out in the last hour (then later). */
export const RECRUITER_NOTICE_TASK = 'recruiters.notice';
/** At most one e-mail to recruiters per candidate in this time, however often the choice changes (security.md 25). */
export const RECRUITER_NOTICE_INTERVAL_MS = 3_600_000;
/** Choices a candidate may make in an hour (each is saved); more is a 429. */
export const RECRUITER_CHOICE_LIMIT = { max: 10, timeWindow: '1 hour' };
export const RECRUITER_MESSAGES = {
  chosen: 'Your recruiter has been updated.',
  unknownOrg: 'There is no such organisation.',
  notOffered: 'Choose one of the recruiters listed.',
} as const;

const columns = {
  id: recruiters.id,
  name: recruiters.name,
  email: recruiters.email,
  phone: recruiters.phone,
  photo: recruiters.photo,
  specialties: recruiters.specialties,
  states: recruiters.states,
};

/** The organisation's recruiters offered to candidates, by name. */
export async function listRecruiters(db: Db, orgId: string): Promise<Recruiter[]> {
  return db.select(columns).from(recruiters).where(and(eq(recruiters.orgId, orgId), eq(recruiters.active, true))).orderBy(asc(recruiters.name));
}

export async function orgIdByCode(db: Db, code: string): Promise<string | null> {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(sql`lower(${organizations.code})`, code.trim().toLowerCase()))
    .limit(1);
  return org?.id ?? null;
}

/** The organisation's active recruiter of this name (the application's "Your recruiter", compared case-insensitively). */
export async function recruiterByName(db: Db, orgId: string, name: string): Promise<Recruiter | null> {
  const wanted = name.trim().toLowerCase();
  if (!wanted) return null;
  const [row] = await db
    .select(columns)
    .from(recruiters)
    .where(and(eq(recruiters.orgId, orgId), eq(recruiters.active, true), eq(sql`lower(trim(${recruiters.name}))`, wanted)))
    .orderBy(asc(recruiters.name), asc(recruiters.id))
    .limit(1);
  return row ?? null;
}

/** The candidate's chosen recruiter (also one the agency has since removed: the candidate still knows whom to call). */
export async function chosenRecruiter(db: Db, candidateId: string): Promise<(Recruiter & { chosenAt: string }) | null> {
  const [row] = await db
    .select({ ...columns, chosenAt: candidateRecruiters.chosenAt })
    .from(candidateRecruiters)
    .innerJoin(recruiters, eq(recruiters.id, candidateRecruiters.recruiterId))
    .where(eq(candidateRecruiters.candidateId, candidateId))
    .limit(1);
  return row ? { ...row, chosenAt: row.chosenAt.toISOString() } : null;
}

/** The dashboard's recruiter part: the chosen recruiter, or null, read in the dashboard's one statement. */
export const recruiterSource: DashboardSource<(Recruiter & { chosenAt: string }) | null> = {
  read: (candidate) => sql`(select json_build_object('id', r."id", 'name', r."name", 'email', r."email", 'phone', r."phone", 'photo', r."photo",
      'specialties', r."specialties", 'states', r."states", 'chosenAt', ${isoText('c."chosen_at"')})
    from "candidate_recruiters" c join "recruiters" r on r."id" = c."recruiter_id" where c."candidate_id" = ${candidate.id} limit 1)`,
  part: (recruiter) => ({ recruiter: recruiter ?? null }),
};

/**
 * Chooses (or changes) the candidate's recruiter: one of their own organisation's active recruiters. Choosing the one
 * already chosen changes nothing and sends nothing. Every change is saved; the recruiter is told through the queue, at
 * most once an hour per candidate (`RECRUITER_NOTICE_TASK`).
 */
export async function chooseRecruiter(app: FastifyInstance, user: { candidateId: string; orgId: string }, recruiterId: string) {
  const [recruiter] = await app.db
    .select(columns)
    .from(recruiters)
    .where(and(eq(recruiters.id, recruiterId), eq(recruiters.orgId, user.orgId), eq(recruiters.active, true)))
    .limit(1);
  if (!recruiter) throw new AppError(404, RECRUITER_MESSAGES.notOffered, 'RECRUITER_NOT_FOUND');
  const current = await chosenRecruiter(app.db, user.candidateId);
  if (current?.id === recruiter.id) return { recruiter: current, changed: false };
  const now = new Date();
  await app.db
    .insert(candidateRecruiters)
    .values({ candidateId: user.candidateId, orgId: user.orgId, recruiterId: recruiter.id, chosenAt: now })
    .onConflictDoUpdate({ target: candidateRecruiters.candidateId, set: { recruiterId: recruiter.id, chosenAt: now } });
  await app.queue.enqueue(RECRUITER_NOTICE_TASK, { candidateId: user.candidateId });
  await publishToCandidate(app, user.candidateId, { type: 'recruiter.updated' });
  return { recruiter: { ...recruiter, chosenAt: now.toISOString() }, changed: true };
}

type Rows<T> = { rows: T[] };

/**
 * The notice of a choice, in one guarded statement (several instances agree through the row): the current recruiter
 * is claimed for a notice only if they were not the last one told and no notice went out in the last hour. Claimed:
 * the e-mail is queued. Held back by the hour: this runs again when the hour is over (one task per held-back notice,
 * by its key), and tells whoever is chosen by then.
 */
export async function noticeChoice(app: FastifyInstance, candidateId: string, now = new Date()): Promise<'queued' | 'told' | 'later'> {
  const since = new Date(now.getTime() - RECRUITER_NOTICE_INTERVAL_MS).toISOString();
  const claimed = (await app.db.execute(sql`
    UPDATE "candidate_recruiters" c SET "notice_at" = ${now.toISOString()}::timestamptz, "noticed_recruiter_id" = c."recruiter_id"
    FROM "candidate_recruiters" old
    WHERE c."candidate_id" = ${candidateId} AND old."candidate_id" = c."candidate_id"
      AND c."noticed_recruiter_id" IS DISTINCT FROM c."recruiter_id"
      AND (c."notice_at" IS NULL OR c."notice_at" <= ${since}::timestamptz)
    RETURNING c."recruiter_id" AS recruiter_id, old."noticed_recruiter_id" AS previous_id`)) as unknown as Rows<{ recruiter_id: string; previous_id: string | null }>;
  const claim = claimed.rows[0];
  if (claim) {
    const [previous] = claim.previous_id ? await app.db.select({ name: recruiters.name }).from(recruiters).where(eq(recruiters.id, claim.previous_id)) : [];
    await app.queue.enqueue(RECRUITER_MAIL_TASK, { candidateId, recruiterId: claim.recruiter_id, previous: previous?.name ?? null }, { runAt: now });
    return 'queued';
  }
  const [row] = await app.db
    .select({ recruiterId: candidateRecruiters.recruiterId, noticedRecruiterId: candidateRecruiters.noticedRecruiterId, noticeAt: candidateRecruiters.noticeAt })
    .from(candidateRecruiters)
    .where(eq(candidateRecruiters.candidateId, candidateId));
  if (!row || row.recruiterId === row.noticedRecruiterId || !row.noticeAt) return 'told';
  const runAt = new Date(row.noticeAt.getTime() + RECRUITER_NOTICE_INTERVAL_MS);
  // Another instance's clock ran ahead of this one: the queue tries again shortly.
  if (runAt <= now) throw new Error('recruiter notice held back by a notice from the future');
  await app.queue.enqueue(RECRUITER_NOTICE_TASK, { candidateId }, { runAt, key: `${RECRUITER_NOTICE_TASK}:${candidateId}:${row.noticeAt.getTime()}` });
  return 'later';
}

/** The e-mail to the chosen recruiter: who chose them and how to reach the candidate. */
export function registerRecruiterMail(app: FastifyInstance): void {
  app.queue.register(RECRUITER_NOTICE_TASK, async (payload, { now }) => {
    if (typeof payload.candidateId === 'string') await noticeChoice(app, payload.candidateId, now);
  });
  app.queue.register(RECRUITER_MAIL_TASK, async (payload) => {
    const candidateId = typeof payload.candidateId === 'string' ? payload.candidateId : '';
    const recruiterId = typeof payload.recruiterId === 'string' ? payload.recruiterId : '';
    const [row] = await app.db
      .select({
        firstName: candidates.firstName,
        lastName: candidates.lastName,
        email: candidates.email,
        cell: candidates.cell,
        specialties: candidates.specialties,
        org: organizations,
        chosen: candidateRecruiters.recruiterId,
      })
      .from(candidates)
      .innerJoin(organizations, eq(organizations.id, candidates.orgId))
      .leftJoin(candidateRecruiters, eq(candidateRecruiters.candidateId, candidates.id))
      .where(eq(candidates.id, candidateId));
    // The candidate changed their mind again (or left) before this went out: the newer choice sends its own e-mail.
    if (!row || row.chosen !== recruiterId) return;
    const [recruiter] = await app.db.select().from(recruiters).where(eq(recruiters.id, recruiterId));
    if (!recruiter) return;
    const name = `${row.firstName} ${row.lastName}`.trim();
    // To the agency's recruiter: in English, the agency's language (decision 042).
    const words = agencyWords('recruiter.chosen', {
      org: row.org.name,
      recruiter: recruiter.name,
      name,
      previous: typeof payload.previous === 'string' && payload.previous ? payload.previous : null,
      email: row.email,
      cell: row.cell,
      specialties: row.specialties,
    });
    const mail = renderMail(await withBoard(app, row.org), app.config.publicUrl, 'en', words);
    await app.mailer.send({ kind: 'recruiter.chosen', to: recruiter.email, fromName: row.org.name, replyTo: row.email, ...mail });
  });
}

/** `portal recruiters:add`: adds a recruiter, or updates the one with the same e-mail in that organisation. */
export async function upsertRecruiter(db: Db, orgCode: string, input: TRecruiterInput) {
  const parsed = ZRecruiterInput.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('\n'));
  const orgId = await orgIdByCode(db, orgCode);
  if (!orgId) throw notFound(`There is no organisation ${orgCode}.`);
  const values = { ...parsed.data, photo: parsed.data.photo ?? null };
  const [row] = await db
    .insert(recruiters)
    .values({ orgId, ...values })
    .onConflictDoUpdate({ target: [recruiters.orgId, recruiters.email], set: { ...values, active: true, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** `portal recruiters:remove`: no longer offered; candidates who chose them keep them until they choose another. */
export async function removeRecruiter(db: Db, orgCode: string, email: string): Promise<boolean> {
  const orgId = await orgIdByCode(db, orgCode);
  if (!orgId) throw notFound(`There is no organisation ${orgCode}.`);
  const rows = await db
    .update(recruiters)
    .set({ active: false, updatedAt: new Date() })
    .where(and(eq(recruiters.orgId, orgId), eq(recruiters.email, email.trim().toLowerCase())))
    .returning({ id: recruiters.id });
  return rows.length > 0;
}

/** How many candidates chose each recruiter (for `portal recruiters:list`). */
export async function recruiterTable(db: Db, orgCode?: string) {
  const rows = await db
    .select({
      org: organizations.code,
      name: recruiters.name,
      email: recruiters.email,
      phone: recruiters.phone,
      specialties: recruiters.specialties,
      states: recruiters.states,
      active: recruiters.active,
      candidates: sql<number>`(select count(*)::int from ${candidateRecruiters} where ${candidateRecruiters.recruiterId} = ${recruiters.id})`,
    })
    .from(recruiters)
    .innerJoin(organizations, eq(organizations.id, recruiters.orgId))
    .orderBy(asc(organizations.code), asc(recruiters.name));
  return orgCode ? rows.filter((r) => r.org.toLowerCase() === orgCode.toLowerCase()) : rows;
}
