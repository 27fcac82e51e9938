// The account flows of spec §4 (sign-up, sign-in by password or link, reset by code, change password).
// Every call that takes an e-mail answers the same way whether or not an account exists (security.md item 2):
// the lookup and the e-mail happen in the background through mailer.queue, after the answer is decided.
import { AUTH_MESSAGES } from '@portal/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { candidates } from '../../db/schema/index';
import { agencyEvent, candidateCreated } from '../../lib/agency-events';
import { badRequest } from '../../lib/errors';
import { type Language, toLanguage } from '../../lib/language';
import { findOrgById, type Organization, withBoard } from '../orgs/repository';
import { accountsOfRequest, type Candidate, findCandidateByEmail, findCandidateById, normalizeEmail, signIn, type SignedIn } from './accounts';
import {
  accountExistsEmail,
  magicLinkEmail,
  passwordChangedEmail,
  passwordChangeEmail,
  resetCodeEmail,
  signupConfirmEmail,
} from './emails';
import {
  consumeLinkToken,
  consumeLinkTokenWithSecret,
  consumeResetCode,
  findOpenLinkToken,
  issueLinkToken,
  issueResetCode,
  type TokenRow,
  voidAllTokens,
  voidTokens,
} from './one-time-tokens';
import { hashPassword, verifyPassword } from './passwords';
import { MESSAGES } from './messages';
import { revokeAllSessions } from './sessions';

export { MESSAGES };

/** What a request tells besides its body: the browser, and the language it names (remembered at sign-in, decision 042). */
type Meta = { userAgent?: string; language?: Language | null };
type Org = Organization;

// ---- sign-in by password ----

export async function loginWithPassword(app: FastifyInstance, org: Org, email: string, password: string, meta: Meta): Promise<SignedIn> {
  const candidate = await findCandidateByEmail(app.db, org.id, email);
  // Unknown e-mails and accounts without a password verify a dummy hash: same answer, same time.
  const ok = await verifyPassword(candidate?.passwordHash, password);
  if (!candidate || !ok) throw badRequest(MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  return signIn(app, candidate, org, 'password', meta);
}

// ---- sign-up ----

export type RegisterInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  referralName?: string;
  utm_campaign?: string;
  source?: string;
};

/**
 * Sign-up never creates the account on the spot: the details wait in a `signup` token and the account is created when
 * the e-mailed link is confirmed. So an address's owner is the only one who can finish, and an existing address
 * answers exactly like a new one (its owner gets an "you already have an account" e-mail instead).
 */
export function register(app: FastifyInstance, org: Org, input: RegisterInput, language: Language): void {
  const email = normalizeEmail(input.email);
  app.mailer.queue(async () => {
    const passwordHash = await hashPassword(input.password);
    const brand = await withBoard(app, org);
    const existing = await findCandidateByEmail(app.db, org.id, email);
    // To the account's owner, in the account's language; to a new address, in the sign-up request's.
    if (existing) return accountExistsEmail(brand, app.config.publicUrl, existing);
    const token = await issueLinkToken(app.db, {
      purpose: 'signup',
      orgId: org.id,
      email,
      data: {
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        referralName: input.referralName || null,
        utmCampaign: input.utm_campaign || null,
        source: input.source || null,
        language,
      },
    });
    return signupConfirmEmail(brand, app.config.publicUrl, email, language, token);
  });
}

// ---- magic link ----

/**
 * Asked on `org`'s page, the link goes to the address's account with `org`; without one, to its accounts with other
 * organisations, each in its own brand and saying so (decision 034). The answer is the same in every case.
 */
export function requestMagicLink(app: FastifyInstance, org: Org, email: string): void {
  app.mailer.queue(async () => {
    const mails = [];
    for (const account of await accountsOfRequest(app.db, org, email)) {
      const { candidate } = account;
      const token = await issueLinkToken(app.db, { purpose: 'magic_link', orgId: account.org.id, email: candidate.email, candidateId: candidate.id });
      const askedOn = account.org.id === org.id ? undefined : org;
      mails.push(magicLinkEmail(await withBoard(app, account.org), app.config.publicUrl, candidate, token, askedOn));
    }
    return mails;
  });
}

const pendingHash = (row: TokenRow) => (row.data as { passwordHash?: string } | null)?.passwordHash;

/**
 * The POST of the link's confirm page. A magic link signs in. A sign-up link creates the account, then signs in — but
 * only with the password chosen at sign-up typed again (security.md item 3): holding the mailbox is not enough to take
 * over an account someone else requested for it, and requesting one is not enough to own it.
 */
export async function signInWithLink(app: FastifyInstance, token: string, meta: Meta & { password?: string }): Promise<SignedIn> {
  let row: TokenRow | null = null;
  if (meta.password !== undefined) {
    const typed = meta.password;
    const result = await consumeLinkTokenWithSecret(app.db, 'signup', token, (open) => verifyPassword(pendingHash(open), typed));
    if (!result.row && result.reason === 'mismatch') throw badRequest(MESSAGES.signupPasswordMismatch, 'PASSWORD_MISMATCH');
    row = result.row;
  }
  row ??= await consumeLinkToken(app.db, ['magic_link'], token);
  if (!row) {
    if (await findOpenLinkToken(app.db, 'signup', token)) throw badRequest(MESSAGES.signupPasswordRequired, 'PASSWORD_REQUIRED');
    throw badRequest(MESSAGES.linkInvalid, 'LINK_INVALID');
  }
  let candidate: Candidate | undefined;
  if (row.purpose === 'signup') {
    const d = (row.data ?? {}) as Record<string, string | null>;
    const [made] = await app.db
      .insert(candidates)
      .values({
        orgId: row.orgId,
        email: row.email,
        firstName: d.firstName ?? '',
        lastName: d.lastName ?? '',
        passwordHash: d.passwordHash ?? null,
        referralName: d.referralName ?? null,
        utmCampaign: d.utmCampaign ?? null,
        source: d.source ?? null,
        language: toLanguage(d.language),
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    if (made) await agencyEvent(app.db, candidateCreated(made, 'signup'));
    // Confirmed twice (two sign-ups, both links opened): the mailbox owner simply signs in to the account.
    candidate = made ?? (await findCandidateByEmail(app.db, row.orgId, row.email));
  } else if (row.candidateId) {
    candidate = await findCandidateById(app.db, row.candidateId);
    if (candidate && !candidate.emailVerifiedAt) {
      await app.db.update(candidates).set({ emailVerifiedAt: new Date() }).where(eq(candidates.id, candidate.id));
    }
  }
  if (!candidate) throw badRequest(MESSAGES.linkInvalid, 'LINK_INVALID');
  return signIn(app, candidate, null, row.purpose === 'signup' ? 'signup' : 'magic', meta);
}

// ---- password reset (spec §4: request code, verify code, new password) ----

/**
 * Asked on `org`'s page, the code goes to the address's account with `org`; without one, to its accounts with other
 * organisations: each e-mail names the page its code works on and opens it (decision 034). A stranger learns nothing:
 * the answer is decided before any of this runs, and is the same in every case.
 */
export function requestReset(app: FastifyInstance, org: Org, email: string): void {
  app.mailer.queue(async () => {
    const mails = [];
    for (const account of await accountsOfRequest(app.db, org, email)) {
      const { candidate } = account;
      const code = await issueResetCode(app.db, { orgId: account.org.id, candidateId: candidate.id, email: candidate.email });
      const askedOn = account.org.id === org.id ? undefined : org;
      mails.push(resetCodeEmail(await withBoard(app, account.org), app.config.publicUrl, candidate, code, askedOn));
    }
    return mails;
  });
}

/** A right code is exchanged for a short-lived, single-use reset grant that the new-password call spends. */
export async function verifyResetCode(app: FastifyInstance, org: Org, email: string, code: string): Promise<string> {
  const candidate = await findCandidateByEmail(app.db, org.id, email);
  const row = candidate ? await consumeResetCode(app.db, candidate.id, code) : null;
  if (!candidate || !row) throw badRequest(MESSAGES.codeInvalid, 'CODE_INVALID');
  return issueLinkToken(app.db, { purpose: 'reset_grant', orgId: org.id, email: candidate.email, candidateId: candidate.id, ttlMinutes: 10 });
}

export async function setNewPassword(app: FastifyInstance, grant: string, newPassword: string): Promise<void> {
  const row = await consumeLinkToken(app.db, ['reset_grant'], grant);
  const candidate = row?.candidateId ? await findCandidateById(app.db, row.candidateId) : undefined;
  if (!row || !candidate) throw badRequest(MESSAGES.resetGrantInvalid, 'GRANT_INVALID');
  await applyNewPassword(app, candidate, await hashPassword(newPassword));
}

/** Every password change ends every session at once and spends every open one-time token (security.md items 4, 19). */
async function applyNewPassword(app: FastifyInstance, candidate: Candidate, passwordHash: string): Promise<void> {
  await app.db.update(candidates).set({ passwordHash, updatedAt: new Date() }).where(eq(candidates.id, candidate.id));
  await signOutEverywhere(app, candidate.id);
  const org = await orgOf(app, candidate);
  if (org) app.mailer.queue(passwordChangedEmail(await withBoard(app, org), app.config.publicUrl, candidate));
}

/** Ends every session of the account and spends its open sign-in links, codes and set-password links. */
export async function signOutEverywhere(app: FastifyInstance, candidateId: string): Promise<void> {
  await revokeAllSessions(app.db, candidateId);
  await voidAllTokens(app.db, candidateId);
}

const orgOf = (app: FastifyInstance, candidate: Candidate) => findOrgById(app.db, candidate.orgId);

// ---- change password (signed in) ----

export type ChangePasswordResult = { kind: 'changed'; session: SignedIn } | { kind: 'emailed' };

/**
 * spec §2/§3: with a password, the current one is required; the change revokes every session and this device gets a
 * fresh one. Without a password (link or social accounts) the new password waits for confirmation by e-mail.
 */
export async function changePassword(
  app: FastifyInstance,
  candidateId: string,
  input: { oldPassword?: string; newPassword: string },
  meta: Meta,
): Promise<ChangePasswordResult> {
  const candidate = await findCandidateById(app.db, candidateId);
  if (!candidate) throw badRequest(MESSAGES.oldPasswordWrong);
  const passwordHash = await hashPassword(input.newPassword);
  if (candidate.passwordHash) {
    if (!input.oldPassword) throw badRequest(AUTH_MESSAGES.oldPasswordRequired, 'OLD_PASSWORD_REQUIRED');
    if (!(await verifyPassword(candidate.passwordHash, input.oldPassword))) {
      throw badRequest(MESSAGES.oldPasswordWrong, 'OLD_PASSWORD_WRONG');
    }
    await applyNewPassword(app, candidate, passwordHash);
    return { kind: 'changed', session: await signIn(app, { ...candidate, passwordHash }, null, 'password-change', meta) };
  }
  const org = await orgOf(app, candidate);
  if (!org) throw badRequest(MESSAGES.oldPasswordWrong);
  await voidTokens(app.db, candidate.id, 'password_change');
  const token = await issueLinkToken(app.db, {
    purpose: 'password_change',
    orgId: candidate.orgId,
    email: candidate.email,
    candidateId: candidate.id,
    data: { passwordHash },
  });
  app.mailer.queue(passwordChangeEmail(await withBoard(app, org), app.config.publicUrl, candidate, token));
  return { kind: 'emailed' };
}

/**
 * The e-mailed confirmation of a first password (accounts made by link or social sign-in): the new password must be
 * typed again on the link's page, so a person who clicks a link they did not ask for sets nothing (security.md item 3).
 */
export async function confirmPasswordChange(app: FastifyInstance, token: string, password: string | undefined): Promise<void> {
  if (!password) {
    if (await findOpenLinkToken(app.db, 'password_change', token)) throw badRequest(MESSAGES.newPasswordRequired, 'PASSWORD_REQUIRED');
    throw badRequest(MESSAGES.linkInvalid, 'LINK_INVALID');
  }
  const result = await consumeLinkTokenWithSecret(app.db, 'password_change', token, (open) => verifyPassword(pendingHash(open), password));
  if (!result.row) {
    if (result.reason === 'mismatch') throw badRequest(MESSAGES.newPasswordMismatch, 'PASSWORD_MISMATCH');
    throw badRequest(MESSAGES.linkInvalid, 'LINK_INVALID');
  }
  const candidate = result.row.candidateId ? await findCandidateById(app.db, result.row.candidateId) : undefined;
  const passwordHash = pendingHash(result.row);
  if (!candidate || !passwordHash) throw badRequest(MESSAGES.linkInvalid, 'LINK_INVALID');
  await applyNewPassword(app, candidate, passwordHash);
}
