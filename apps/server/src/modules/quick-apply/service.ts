// Quick apply (spec §2 /quick/...; decision 016). Anyone can start without an account: the short form and a checklist
// are kept as a pending quick application, tied to no account, continued by a secret the browser holds. When it is
// finished an e-mail goes to the address (through the durable queue). Whether the address already has an account is
// decided only in that background task, so every answer and its timing are the same.
// - No account: the e-mail carries a one-time token of the auth module (`quick_apply`: a sign-in link's lifetime,
//   single use, spent with the account's other tokens); following it makes the account from what was entered and
//   signs in.
// - An account: the e-mail leads to the normal sign-in page and carries no key (security.md item 22). Signed in, the
//   owner sees what was sent and attaches it (added without overwriting anything) or discards it (deleted).
import { createHash, randomBytes } from 'node:crypto';
import {
  CHECKLIST_VALID_DAYS,
  SKILLS_MESSAGES,
  type TContentLanguage,
  type TItemAnswer,
  type TQuickApplication,
  checklistProgress,
} from '@portal/shared/skills';
import { ROLE_OPTIONS, SPECIALTY_OPTIONS } from '@portal/shared/application/sections';
import { and, asc, desc, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applicationSections, candidateChecklists, candidates, partnerBoards, quickApplications, skillChecklists } from '../../db/schema/index';
import { agencyEvent, candidateCreated } from '../../lib/agency-events';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { publishToCandidate } from '../../lib/realtime';
import type { Language } from '../../lib/language';
import { renderMail } from '../../mail/layout';
import { mailWords } from '../../mail/texts';
import { type Candidate, findCandidateByEmail, normalizeEmail, signIn, type SignedIn } from '../auth/accounts';
import { consumeLinkToken, issueLinkToken, LINK_TTL_MINUTES, voidAddressTokens } from '../auth/one-time-tokens';
import { loadPlainSections, saveSection } from '../application/service';
import { findOrgById, type Organization, withBoard } from '../orgs/repository';
import { currentChecklist, toFull } from '../skills/catalogue';
import { cleanAnswers } from '../skills/checklists';

export const QUICK_MAIL_TASK = 'quick-apply.mail';
export const QUICK_PRUNE_TASK = 'quick-apply.prune';
/** The browser continues a quick application for a day; the e-mailed link lives as long as a sign-in link, once. */
export const DRAFT_TTL_MS = 24 * 3_600_000;
/** Quick applications nobody claimed are removed after 30 days. */
export const PRUNE_AFTER_MS = 30 * 24 * 3_600_000;
const DAY_MS = 86_400_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const draftHash = (secret: string) => sha256(`quick-draft:${secret}`);
export const claimUrl = (publicUrl: string, token: string) => `${publicUrl}/quick/success?claim=${encodeURIComponent(token)}`;

/** Where the owner reviews what was sent, once signed in (the dashboard opens the review). */
export const REVIEW_PATH = '/?quick=review';

/**
 * The normal sign-in page of the organisation's brand (its partner board's path, where it has one: the page takes its
 * brand from the path), which opens the review after signing in.
 */
export async function signInPath(app: FastifyInstance, orgId: string): Promise<string> {
  const [board] = await app.db.select({ slug: partnerBoards.slug }).from(partnerBoards).where(eq(partnerBoards.orgId, orgId)).orderBy(asc(partnerBoards.slug)).limit(1);
  return `/auth/login${board ? `/${board.slug}` : ''}?redirect=${encodeURIComponent(REVIEW_PATH)}`;
}

type QuickRow = typeof quickApplications.$inferSelect;

/**
 * Keeps the short form; looks nothing up by e-mail (the same work for every address). Returns the browser's secret.
 * `language`: the request's, for the e-mail to the address (decision 042).
 */
export async function startQuickApplication(app: FastifyInstance, org: Organization, input: TQuickApplication, language: Language): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  const { org: _org, ...data } = input;
  await app.db
    .insert(quickApplications)
    .values({ orgId: org.id, email: normalizeEmail(input.email), data: { ...data, email: normalizeEmail(input.email) }, draftHash: draftHash(secret), language });
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

/** The quick application's checklist in the sender's language (null: English), answers by item id. */
export async function loadQuickChecklist(app: FastifyInstance, secret: string | undefined, slug: string, lang: TContentLanguage | null = null) {
  const row = await openDraft(app, secret);
  const { checklist, same } = await checklistFor(app, row, slug);
  const answers = same ? cleanAnswers(checklist, row.answers) : {};
  return { checklist: toFull(checklist, lang), answers, ageGroups: same ? row.ageGroups : [], progress: checklistProgress(checklist.sections, answers), updatedAt: same ? row.updatedAt.toISOString() : null, fromPrevious: false };
}

/** Save as you go; choosing another checklist starts it afresh. */
export async function saveQuickChecklist(
  app: FastifyInstance,
  secret: string | undefined,
  slug: string,
  answers: Record<string, TItemAnswer>,
  ageGroups?: string[],
  lang: TContentLanguage | null = null,
) {
  const row = await openDraft(app, secret);
  const { checklist, same } = await checklistFor(app, row, slug);
  const merged = cleanAnswers(checklist, { ...(same ? row.answers : {}), ...answers });
  await app.db
    .update(quickApplications)
    .set({ checklistId: checklist.id, answers: merged, ageGroups: ageGroups ?? (same ? row.ageGroups : []), updatedAt: new Date() })
    .where(eq(quickApplications.id, row.id));
  return loadQuickChecklist(app, secret, slug, lang);
}

/**
 * Finishes the quick flow: a checklist that was started must be complete and signed (or is left out with `skip`).
 * The e-mail is a queued task, so this answer is the same for every address; it is written in the language of this
 * request (the one the reader finished in).
 */
export async function finishQuickApplication(
  app: FastifyInstance,
  secret: string | undefined,
  body: { signature?: string; attest?: boolean; skipChecklist?: boolean },
  language: Language,
) {
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
      language,
      ...(body.skipChecklist ? { checklistId: null, answers: {} } : {}),
      updatedAt: now,
    })
    .where(and(eq(quickApplications.id, row.id), isNull(quickApplications.finishedAt)))
    .returning({ id: quickApplications.id });
  if (finished) await app.queue.enqueue(QUICK_MAIL_TASK, { quickId: finished.id }, { key: `${QUICK_MAIL_TASK}:${finished.id}` });
}

/**
 * The queued e-mail; the text carries nothing the requester typed. To an address with an account it is a pointer to
 * the normal sign-in (no key of any kind); to a new address it carries a one-time token (only its hash is kept).
 */
export function registerQuickTasks(app: FastifyInstance): void {
  app.queue.register(QUICK_MAIL_TASK, async (payload) => {
    const id = typeof payload.quickId === 'string' ? payload.quickId : '';
    if (!id) return;
    // Claimed before sending, so a repeated task does not send a second e-mail.
    const [row] = await app.db
      .update(quickApplications)
      .set({ mailedAt: new Date() })
      .where(and(eq(quickApplications.id, id), isNull(quickApplications.mailedAt)))
      .returning();
    if (!row) return;
    try {
      const found = await findOrgById(app.db, row.orgId);
      if (!found) return;
      const org = await withBoard(app, found);
      const existing = await findCandidateByEmail(app.db, row.orgId, row.email);
      let mail;
      // To an account, in its language; to a new address, in the quick application's (decision 042).
      if (existing) {
        mail = renderMail(org, app.config.publicUrl, existing.language, mailWords('quick-apply.existing-account', existing.language, { org: org.name }), {
          url: `${app.config.publicUrl}${await signInPath(app, org.id)}`,
        });
      } else {
        // A newer link for the address replaces the older one.
        await voidAddressTokens(app.db, { purpose: 'quick_apply', orgId: row.orgId, email: row.email });
        const token = await issueLinkToken(app.db, { purpose: 'quick_apply', orgId: row.orgId, email: row.email, data: { quickId: row.id } });
        mail = renderMail(org, app.config.publicUrl, row.language, mailWords('quick-apply.finish', row.language, { org: org.name, minutes: LINK_TTL_MINUTES }), {
          url: claimUrl(app.config.publicUrl, token),
        });
      }
      await app.mailer.send({ kind: existing ? 'quick-apply.existing-account' : 'quick-apply.finish', to: row.email, fromName: org.name, replyTo: org.supportEmail, ...mail });
    } catch (error) {
      await app.db.update(quickApplications).set({ mailedAt: null }).where(eq(quickApplications.id, id));
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

export type ClaimResult = { kind: 'signedIn'; session: SignedIn } | { kind: 'signIn'; signInPath: string };

/**
 * Follows the e-mailed link (the POST of its confirm page; a GET changes nothing). The link is spent in one guarded
 * UPDATE. It makes an account only for an address that still has none, from what was entered, and signs in to it.
 * Should the address have an account by now, nothing is attached and no session is given: the owner is sent to the
 * normal sign-in, then reviews the quick application like any other sent to the address.
 */
export async function claimQuickApplication(app: FastifyInstance, token: string, meta: { userAgent?: string; language?: Language | null }): Promise<ClaimResult> {
  const spent = await consumeLinkToken(app.db, ['quick_apply'], token);
  const quickId = spent?.data && typeof spent.data.quickId === 'string' ? spent.data.quickId : null;
  if (!spent || !quickId) throw badRequest(SKILLS_MESSAGES.quickLinkInvalid, 'LINK_INVALID');
  if (await findCandidateByEmail(app.db, spent.orgId, spent.email)) return { kind: 'signIn', signInPath: await signInPath(app, spent.orgId) };
  const [row] = await app.db
    .select()
    .from(quickApplications)
    .where(and(eq(quickApplications.id, quickId), isNull(quickApplications.candidateId), isNull(quickApplications.claimedAt)))
    .limit(1);
  if (!row) throw badRequest(SKILLS_MESSAGES.quickLinkInvalid, 'LINK_INVALID');
  const data = row.data;
  const now = new Date();
  const [candidate] = await app.db
    .insert(candidates)
    .values({
      orgId: row.orgId,
      email: row.email,
      firstName: str(data.firstName),
      lastName: str(data.lastName),
      cell: str(data.phone) || null,
      specialties: [],
      source: 'quick',
      language: row.language,
      emailVerifiedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  // The address got an account in between: never sign in to it (its owner reviews after signing in).
  if (!candidate) return { kind: 'signIn', signInPath: await signInPath(app, row.orgId) };
  await agencyEvent(app.db, candidateCreated(candidate, 'quick'));
  if (!(await attachToAccount(app, candidate, row.id))) throw badRequest(SKILLS_MESSAGES.quickLinkInvalid, 'LINK_INVALID');
  return { kind: 'signedIn', session: await signIn(app, candidate, null, 'quick', meta) };
}

/** Finished quick applications sent with the account's address that nobody has attached yet. */
const pendingFor = (candidate: Pick<Candidate, 'orgId' | 'email'>) =>
  and(
    eq(quickApplications.orgId, candidate.orgId),
    eq(quickApplications.email, candidate.email),
    isNull(quickApplications.candidateId),
    isNull(quickApplications.claimedAt),
    isNotNull(quickApplications.finishedAt),
  );

async function accountOf(app: FastifyInstance, candidateId: string): Promise<Candidate> {
  const [candidate] = await app.db.select().from(candidates).where(eq(candidates.id, candidateId)).limit(1);
  if (!candidate) throw notFound(SKILLS_MESSAGES.quickNotFound);
  return candidate;
}

/** What the owner reviews: every field the sender entered, the checklist with its answers' progress and signature. */
export async function listPendingQuickApplications(app: FastifyInstance, candidateId: string) {
  const candidate = await accountOf(app, candidateId);
  const rows = await app.db
    .select({ row: quickApplications, checklist: skillChecklists })
    .from(quickApplications)
    .leftJoin(skillChecklists, eq(skillChecklists.id, quickApplications.checklistId))
    .where(pendingFor(candidate))
    .orderBy(desc(quickApplications.finishedAt));
  return rows.map(({ row, checklist }) => {
    const d = row.data;
    const answers = checklist ? cleanAnswers(checklist, row.answers) : {};
    const progress = checklist ? checklistProgress(checklist.sections, answers) : null;
    return {
      id: row.id,
      sentAt: (row.finishedAt ?? row.createdAt).toISOString(),
      firstName: str(d.firstName),
      lastName: str(d.lastName),
      email: row.email,
      phone: str(d.phone),
      zip: str(d.zip),
      role: str(d.role),
      specialties: Array.isArray(d.specialties) ? (d.specialties as string[]) : [],
      states: Array.isArray(d.states) ? (d.states as string[]) : [],
      checklist:
        checklist && progress && (row.signature || progress.answered > 0)
          ? {
              slug: checklist.slug,
              name: checklist.name,
              answered: progress.answered,
              total: progress.total,
              complete: progress.answered === progress.total,
              signature: row.signature,
              signedAt: row.signedAt?.toISOString() ?? null,
            }
          : null,
    };
  });
}

/**
 * The owner's choice to add a quick application sent with their address. The row is taken in one guarded UPDATE (it
 * must still be pending, and the address's), then added without overwriting anything; no session is opened or changed,
 * so a deletion request stays as it is.
 */
export async function attachPendingQuickApplication(app: FastifyInstance, candidateId: string, quickId: string): Promise<void> {
  const candidate = await accountOf(app, candidateId);
  if (!(await attachToAccount(app, candidate, quickId))) throw notFound(SKILLS_MESSAGES.quickNotFound);
}

/** The owner's choice to discard it: deleted, guarded the same way. */
export async function discardPendingQuickApplication(app: FastifyInstance, candidateId: string, quickId: string): Promise<void> {
  const candidate = await accountOf(app, candidateId);
  const [gone] = await app.db
    .delete(quickApplications)
    .where(and(eq(quickApplications.id, quickId), pendingFor(candidate)))
    .returning({ id: quickApplications.id });
  if (!gone) throw notFound(SKILLS_MESSAGES.quickNotFound);
}

/**
 * Takes a pending quick application for the account (one guarded UPDATE) and adds it: specialties merged, a phone only
 * where none was set, the checklist as a new completed entry (a half-done one only as a draft where there is none), the
 * short form as a draft of the personal information where there is none. False when it was not pending.
 */
async function attachToAccount(app: FastifyInstance, candidate: Candidate, quickId: string): Promise<boolean> {
  const now = new Date();
  const [row] = await app.db
    .update(quickApplications)
    .set({ candidateId: candidate.id, claimedAt: now, updatedAt: now })
    .where(and(eq(quickApplications.id, quickId), pendingFor(candidate)))
    .returning();
  if (!row) return false;
  const data = row.data;
  const specialties = Array.isArray(data.specialties) ? (data.specialties as string[]) : [];
  await app.db
    .update(candidates)
    .set({
      specialties: [...new Set([...(candidate.specialties ?? []), ...specialties])],
      cell: candidate.cell ?? (str(data.phone) || null),
      updatedAt: now,
    })
    .where(eq(candidates.id, candidate.id));
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
  return true;
}

/**
 * What the short form shares with the application's personal information (names, e-mail, phone, ZIP, role,
 * specialties, states) goes into that section, so nothing is typed twice. With no section yet, it becomes a draft. A
 * draft already there only gets what it leaves empty; a completed section is never touched. Values the section does
 * not offer (a role or specialty outside its lists) are left out rather than refusing the whole draft.
 */
async function prefillPersonalInfo(app: FastifyInstance, candidateId: string, data: Record<string, unknown>): Promise<void> {
  const [existing] = await app.db
    .select({ status: applicationSections.status })
    .from(applicationSections)
    .where(and(eq(applicationSections.candidateId, candidateId), eq(applicationSections.section, 'personalInfo')))
    .limit(1);
  if (existing && existing.status !== 'draft') return;
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const role = str(data.role);
  const quick: Record<string, unknown> = {
    fName: str(data.firstName),
    lName: str(data.lastName),
    email: str(data.email),
    phone: str(data.phone),
    zip: str(data.zip),
    role: ROLE_VALUES.has(role) ? role : '',
    specialties: list(data.specialties).filter((s) => SPECIALTY_VALUES.has(s)),
    otherStates: list(data.states),
  };
  let draft = quick;
  if (existing) {
    const current = (await loadPlainSections(app, candidateId)).find((s) => s.key === 'personalInfo')?.plain;
    if (!current || typeof current !== 'object' || Array.isArray(current)) return;
    const kept = current as Record<string, unknown>;
    const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
    draft = { ...kept, ...Object.fromEntries(Object.entries(quick).filter(([k, v]) => empty(kept[k]) && !empty(v))) };
  }
  try {
    await saveSection(app, candidateId, 'personalInfo', { data: draft, draft: true });
  } catch (error) {
    app.log.warn({ err: error }, 'quick apply: personal information not pre-filled');
  }
}

const ROLE_VALUES = new Set(ROLE_OPTIONS.map((o) => o.value));
const SPECIALTY_VALUES = new Set(SPECIALTY_OPTIONS.map((o) => o.value));
