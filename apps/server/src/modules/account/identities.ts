// Sign-in methods on My Account: the password and the social identities (Google, Facebook, LinkedIn). A candidate can
// connect another provider (the provider's usual sign-in, started here, linked on return) and disconnect one, but
// never the last way in: a password or another provider must remain.
import { SOCIAL_PROVIDERS, type TSocialProvider } from '@portal/shared/schemas/auth';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { identities } from '../../db/schema/index';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { findCandidateById, signIn, type SignedIn } from '../auth/accounts';
import type { SocialProfile } from '../auth/social-providers';
import { recordActivity } from './activity';

export const PROVIDER_LABEL: Record<TSocialProvider, string> = { google: 'Google', facebook: 'Facebook', linkedin: 'LinkedIn' };

export const IDENTITY_MESSAGES = {
  lastWayIn: 'Set a password or connect another sign-in method before you disconnect this one.',
  notConnected: 'This sign-in method is not connected to your account.',
  disconnected: 'The sign-in method has been disconnected.',
  takenByOther: 'This account of the provider is already connected to another account here.',
} as const;

export async function signInMethods(app: FastifyInstance, candidateId: string, configured: Partial<Record<TSocialProvider, unknown>>) {
  const candidate = await findCandidateById(app.db, candidateId);
  const rows = await app.db
    .select({ provider: identities.provider, email: identities.email, createdAt: identities.createdAt })
    .from(identities)
    .where(eq(identities.candidateId, candidateId));
  return {
    email: candidate?.email ?? '',
    emailVerified: !!candidate?.emailVerifiedAt,
    hasPassword: !!candidate?.passwordHash,
    providers: SOCIAL_PROVIDERS.map((provider) => {
      const row = rows.find((r) => r.provider === provider);
      return {
        provider,
        label: PROVIDER_LABEL[provider],
        available: !!configured[provider],
        connected: !!row,
        email: row?.email ?? null,
        connectedAt: row ? row.createdAt.toISOString() : null,
      };
    }),
  };
}

export async function disconnectIdentity(app: FastifyInstance, candidateId: string, orgId: string, provider: TSocialProvider, userAgent?: string) {
  const candidate = await findCandidateById(app.db, candidateId);
  if (!candidate) throw notFound();
  const rows = await app.db.select({ provider: identities.provider }).from(identities).where(eq(identities.candidateId, candidateId));
  if (!rows.some((r) => r.provider === provider)) throw notFound(IDENTITY_MESSAGES.notConnected);
  const remaining = (candidate.passwordHash ? 1 : 0) + rows.filter((r) => r.provider !== provider).length;
  if (remaining < 1) throw badRequest(IDENTITY_MESSAGES.lastWayIn, 'LAST_SIGN_IN_METHOD');
  await app.db.delete(identities).where(and(eq(identities.candidateId, candidateId), eq(identities.provider, provider)));
  await recordActivity(app, { candidateId, orgId, action: 'identity_disconnected', detail: { provider }, userAgent });
}

/** The return of a "connect" started on My Account: links the provider's identity to that account, then signs in. */
export async function connectIdentity(
  app: FastifyInstance,
  candidateId: string,
  provider: TSocialProvider,
  profile: SocialProfile,
  meta: { userAgent?: string; language?: Language | null } = {},
): Promise<SignedIn> {
  const { userAgent } = meta;
  const candidate = await findCandidateById(app.db, candidateId);
  if (!candidate) throw new AppError(400, 'Social sign-in failed. Please try again.', 'OAUTH_CONNECT');
  const [existing] = await app.db
    .select({ candidateId: identities.candidateId })
    .from(identities)
    .where(and(eq(identities.orgId, candidate.orgId), eq(identities.provider, provider), eq(identities.subject, profile.subject)))
    .limit(1);
  if (existing && existing.candidateId !== candidateId) throw conflict(IDENTITY_MESSAGES.takenByOther, 'IDENTITY_TAKEN');
  if (!existing) {
    // One identity per provider per account: connecting another replaces it.
    await app.db.delete(identities).where(and(eq(identities.candidateId, candidateId), eq(identities.provider, provider)));
    await app.db
      .insert(identities)
      .values({ orgId: candidate.orgId, candidateId, provider, subject: profile.subject, email: profile.email?.toLowerCase() ?? null });
    await recordActivity(app, { candidateId, orgId: candidate.orgId, action: 'identity_connected', detail: { provider }, userAgent });
  }
  return signIn(app, candidate, null, provider, meta);
}
