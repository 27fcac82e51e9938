// Quick apply (spec §2 /quick/...; decision 016). Anyone can start without an account: the short form and a checklist
// are kept as a pending quick application, tied to no account, continued by a secret the browser holds. When it is
// finished an e-mail with a single-use link goes to the address (through the durable queue). Whether the address
// already has an account is decided only in that background task, so every answer and its timing are the same.
// Following the link attaches what was entered to the address's account (created when there is none) without
// overwriting anything there, and signs in.
import { createHash, randomBytes } from 'node:crypto';
import {
  CHECKLIST_VALID_DAYS,
  SKILLS_MESSAGES,
  type TItemAnswer,
  type TQuickApplication,
  checklistProgress,
} from '@portal/shared/skills';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applicationSections, candidateChecklists, candidates, quickApplications, skillChecklists } from '../../db/schema/index';
import { AppError, badRequest } from '../../lib/errors';
import { publishToCandidate } from '../../lib/realtime';
import { renderMail } from '../../mail/layout';
import { type Candidate, findCandidateByEmail, normalizeEmail, signIn, type SignedIn } from '../auth/accounts';
import { saveSection } from '../application/service';
import { findOrgById, type Organization } from '../orgs/repository';
import { currentChecklist, toFull } from '../skills/catalogue';
import { cleanAnswers } from '../skills/checklists';

export const QUICK_MAIL_TASK = 'quick-apply.mail';
export const QUICK_PRUNE_TASK = 'quick-apply.prune';
/** The browser continues a quick application for a day; the e-mailed link works for 7 days, once. */
export const DRAFT_TTL_MS = 24 * 3_600_000;
export const LINK_TTL_MS = 7 * 24 * 3_600_000;
/** Quick applications nobody claimed are removed after 30 days. */
export const PRUNE_AFTER_MS = 30 * 24 * 3_600_000;
const DAY_MS = 86_400_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const draftHash = (secret: string) => sha256(`quick-draft:${secret}`);
const linkHash = (secret: string) => sha256(`quick-link:${secret}`);
export const claimUrl = (publicUrl: string, token: string) => `${publicUrl}/quick/success?claim=${encodeURIComponent(token)}`;

type QuickRow = typeof quickApplications.$inferSelect;

/** Keeps the short form; looks nothing up by e-mail (the same work for every address). Returns the browser's secret. */
export async function startQuickApplication(app: FastifyInstance, org: Organization, input: TQuickApplication): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  const { org: _org, ...data } = input;
  await app.db.insert(quickApplications).values({ orgId: org.id, email: normalizeEmail(input.email), data: { ...data, email: normalizeEmail(input.email) }, draftHash: draftHash(secret) });
  return secret;
}

/** The open quick application of a browser secret: unfinished and under a day old. */
async function openDraft(app: FastifyInstance, secret: string | undefined, now = new Date()): Promise<QuickRow> {
  if (!secret || secret.length > 100) throw new AppError(401, SKILLS_MESSAGES.quickDraftInvalid, 'QUICK_DRAFT');
  const [row] = await app.db
    .select()
    .from(quickApplications)
    .where(and(eq(quickApplications.draftHash, draftHash(secret)), isNull(quickApplications.finishedAt), gt(quickApplications.createdAt, new Date(now.getTime() - DRAFT_TTL_MS))))
    .limit(1);
  if (!row) throw new AppError(401, SKILLS_MESSAGES.quickDraftInvalid, 'QUICK_DRAFT');
  return row;
}

async function checklistFor(app: FastifyInstance, row: QuickRow, slug: string) {
  const current = row.checklistId ? (await app.db.select().from(skillChecklists).where(eq(skillChecklists.id, row.checklistId)))[0] : undefined;
  if (current && current.slug === slug) return { checklist: current, same: true };
  const checklist = await currentChecklist(app.db, row.orgId, slug);
  if (!checklist) throw new AppError(404, SKILLS_MESSAGES.notFound, 'NOT_FOUND');
  return { checklist, same: false };
}

export async function loadQuickChecklist(app: FastifyInstance, secret: string | undefined, slug: string) {
  const row = await openDraft(app, secret);
  const { checklist, same } = await checklistFor(app, row, slug);
  const answers = same ? cleanAnswers(checklist, row.answers) : {};
  return { checklist: toFull(checklist), answers, ageGroups: same ? row.ageGroups : [], progress: checklistProgress(checklist.sections, answers), updatedAt: same ? row.updatedAt.toISOString() : null, fromPrevious: false };
}

/** Save as you go; choosing another checklist starts it afresh. */
export async function saveQuickChecklist(app: FastifyInstance, secret: string | undefined, slug: string, answers: Record<string, TItemAnswer>, ageGroups?: string[]) {
  const row = await openDraft(app, secret);
  const { checklist, same } = await checklistFor(app, row, slug);
  const merged = cleanAnswers(checklist, { ...(same ? row.answers : {}), ...answers });
  await app.db
    .update(quickApplications)
    .set({ checklistId: checklist.id, answers: merged, ageGroups: ageGroups ?? (same ? row.ageGroups : []), updatedAt: new Date() })
    .where(eq(quickApplications.id, row.id));
  return loadQuickChecklist(app, secret, slug);
}

/**
 * Finishes the quick flow: a checklist that was started must be complete and signed (or is left out with `skip`).
 * The e-mail is a queued task, so this answer is the same for every address.
 */
export async function finishQuickApplication(app: FastifyInstance, secret: string | undefined, body: { signature?: string; attest?: boolean; skipChecklist?: boolean }) {
  const row = await openDraft(app, secret);
  const now = new Date();
  let signature: string | null = null;
  if (row.checklistId && !body.skipChecklist) {
    const [checklist] = await app.db.select().from(skillChecklists).where(eq(skillChecklists.id, row.checklistId));
    const progress = checklistProgress(checklist!.sections, cleanAnswers(checklist!, row.answers));
    if (progress.answered < progress.total) throw new AppError(400, `${SKILLS_MESSAGES.incomplete} (${progress.answered} of ${progress.total} done)`, 'INCOMPLETE');
    if (body.attest !== true) throw badRequest(SKILLS_MESSAGES.attest);
    signature = (body.signature ?? '').trim();
    if (signature.length < 2 || signature.length > 100) throw badRequest(SKILLS_MESSAGES.signature);
  }
  const [finished] = await app.db
    .update(quickApplications)
    .set({
      finishedAt: now,
      signature,
      signedAt: signature ? now : null,
      ...(body.skipChecklist ? { checklistId: null, answers: {} } : {}),
      updatedAt: now,
    })
    .where(and(eq(quickApplications.id, row.id), isNull(quickApplications.finishedAt)))
    .returning({ id: quickApplications.id });
  if (finished) await app.queue.enqueue(QUICK_MAIL_TASK, { quickId: finished.id }, { key: `${QUICK_MAIL_TASK}:${finished.id}` });
}

/** The queued e-mail. The link is made here (only its hash is kept); the text carries nothing the requester typed. */
export function registerQuickTasks(app: FastifyInstance): void {
  app.queue.register(QUICK_MAIL_TASK, async (payload) => {
    const id = typeof payload.quickId === 'string' ? payload.quickId : '';
    if (!id) return;
    const token = randomBytes(32).toString('base64url');
    // Claimed before sending, so a repeated task does not send a second link.
    const [row] = await app.db
      .update(quickApplications)
      .set({ mailedAt: new Date(), linkHash: linkHash(token), linkExpiresAt: new Date(Date.now() + LINK_TTL_MS) })
      .where(and(eq(quickApplications.id, id), isNull(quickApplications.mailedAt)))
      .returning();
    if (!row) return;
    try {
      const org = await findOrgById(app.db, row.orgId);
      if (!org) return;
      const existing = await findCandidateByEmail(app.db, row.orgId, row.email);
      const url = claimUrl(app.config.publicUrl, token);
      const mail = existing
        ? renderMail(org, app.config.publicUrl, {
            subject: `Add your quick application to your ${org.name} account`,
            greeting: 'Hello,',
            paragraphs: [
              `A quick application was started with this e-mail address, which already has an account with ${org.name}.`,
              'Open the link below to add it to your account and sign in. Nothing in your account changes until you do, and nothing already there is overwritten.',
              'If this was not you, ignore this e-mail. The link works once, for 7 days.',
            ],
            action: { label: 'Add it and sign in', url },
            reason: `a quick application with ${org.name} was started with this address`,
          })
        : renderMail(org, app.config.publicUrl, {
            subject: `Finish your application with ${org.name}`,
            greeting: 'Hello,',
            paragraphs: [
              `Thank you for your quick application with ${org.name}.`,
              'Open the link below to confirm your e-mail address, sign in and finish your full application.',
              'If this was not you, ignore this e-mail: no account is made without this link. The link works once, for 7 days.',
            ],
            action: { label: 'Finish my application', url },
            reason: `a quick application with ${org.name} was started with this address`,
          });
      await app.mailer.send({ kind: existing ? 'quick-apply.existing-account' : 'quick-apply.finish', to: row.email, fromName: org.name, replyTo: org.supportEmail, ...mail });
    } catch (error) {
      await app.db.update(quickApplications).set({ mailedAt: null, linkHash: null }).where(eq(quickApplications.id, id));
      throw error;
    }
  });
  app.queue.register(QUICK_PRUNE_TASK, async () => {
    await app.db.delete(quickApplications).where(and(isNull(quickApplications.candidateId), lt(quickApplications.createdAt, new Date(Date.now() - PRUNE_AFTER_MS))));
  });
  // The schedule belongs to instances that run the worker (tests run due tasks themselves).
  if (app.config.queueWorker) app.queue.every(QUICK_PRUNE_TASK, DAY_MS);
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Follows the e-mailed link (the POST of its confirm page; a GET changes nothing): attaches the quick application to the
 * address's account and signs in. New address: the account is made from what was entered. Existing account: only
 * additions — specialties merged, a phone only where there was none, the checklist added as a new entry (a draft only
 * where there is no draft of that checklist) — nothing already there is changed.
 */
export async function claimQuickApplication(app: FastifyInstance, token: string, userAgent: string | undefined): Promise<SignedIn> {
  if (!token || token.length > 200) throw badRequest(SKILLS_MESSAGES.quickLinkInvalid, 'LINK_INVALID');
  const now = new Date();
  const [row] = await app.db
    .update(quickApplications)
    .set({ claimedAt: now, linkHash: null, updatedAt: now })
    .where(and(eq(quickApplications.linkHash, linkHash(token)), isNull(quickApplications.claimedAt), gt(quickApplications.linkExpiresAt, now)))
    .returning();
  if (!row) throw badRequest(SKILLS_MESSAGES.quickLinkInvalid, 'LINK_INVALID');
  const data = row.data;
  const specialties = Array.isArray(data.specialties) ? (data.specialties as string[]) : [];
  let candidate: Candidate | undefined = await findCandidateByEmail(app.db, row.orgId, row.email);
  if (!candidate) {
    [candidate] = await app.db
      .insert(candidates)
      .values({
        orgId: row.orgId,
        email: row.email,
        firstName: str(data.firstName),
        lastName: str(data.lastName),
        cell: str(data.phone) || null,
        specialties,
        source: 'quick',
        emailVerifiedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    candidate ??= await findCandidateByEmail(app.db, row.orgId, row.email);
  } else {
    const merged = [...new Set([...(candidate.specialties ?? []), ...specialties])];
    await app.db
      .update(candidates)
      .set({
        specialties: merged,
        cell: candidate.cell ?? (str(data.phone) || null),
        emailVerifiedAt: candidate.emailVerifiedAt ?? now,
        updatedAt: now,
      })
      .where(eq(candidates.id, candidate.id));
  }
  if (!candidate) throw badRequest(SKILLS_MESSAGES.quickLinkInvalid, 'LINK_INVALID');
  await app.db.update(quickApplications).set({ candidateId: candidate.id }).where(eq(quickApplications.id, row.id));
  if (row.checklistId) {
    const [checklist] = await app.db.select().from(skillChecklists).where(eq(skillChecklists.id, row.checklistId));
    if (checklist) {
      const answers = cleanAnswers(checklist, row.answers);
      if (row.signature && row.signedAt) {
        await app.db.insert(candidateChecklists).values({
          candidateId: candidate.id,
          orgId: candidate.orgId,
          checklistId: checklist.id,
          slug: checklist.slug,
          status: 'completed',
          answers,
          ageGroups: row.ageGroups,
          signature: row.signature,
          signedAt: row.signedAt,
          completedAt: row.signedAt,
          expiresAt: new Date(row.signedAt.getTime() + CHECKLIST_VALID_DAYS * DAY_MS),
        });
      } else if (Object.keys(answers).length) {
        await app.db
          .insert(candidateChecklists)
          .values({ candidateId: candidate.id, orgId: candidate.orgId, checklistId: checklist.id, slug: checklist.slug, status: 'draft', answers, ageGroups: row.ageGroups })
          .onConflictDoNothing();
      }
      await publishToCandidate(app, candidate.id, { type: 'skills.updated' });
    }
  }
  await prefillPersonalInfo(app, candidate.id, data);
  return signIn(app, candidate, null, 'quick', userAgent);
}

/**
 * What the short form shares with the application's personal information becomes a draft of that section — only when
 * the account has none, so nothing entered there before is replaced. A value the section refuses leaves it untouched.
 */
async function prefillPersonalInfo(app: FastifyInstance, candidateId: string, data: Record<string, unknown>): Promise<void> {
  const [existing] = await app.db
    .select({ id: applicationSections.id })
    .from(applicationSections)
    .where(and(eq(applicationSections.candidateId, candidateId), eq(applicationSections.section, 'personalInfo')))
    .limit(1);
  if (existing) return;
  const draft = {
    fName: str(data.firstName),
    lName: str(data.lastName),
    email: str(data.email),
    phone: str(data.phone),
    zip: str(data.zip),
    otherStates: Array.isArray(data.states) ? data.states : [],
  };
  try {
    await saveSection(app, candidateId, 'personalInfo', { data: draft, draft: true });
  } catch (error) {
    app.log.warn({ err: error }, 'quick apply: personal information not pre-filled');
  }
}
