// Social sign-in (security.md item 7): an identity is (provider, subject) within the organisation; an existing account
// is linked only when the provider asserts a verified e-mail; an unverified e-mail never creates or links an account.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TSocialProvider } from '@portal/shared/schemas/auth';
import { candidates, identities } from '../../db/schema/index';
import { agencyEvent, candidateCreated } from '../../lib/agency-events';
import { badRequest } from '../../lib/errors';
import type { Language } from '../../lib/language';
import type { Organization } from '../orgs/repository';
import { type Candidate, findCandidateByEmail, findCandidateById, normalizeEmail, signIn, type SignedIn } from './accounts';
import type { SocialProfile } from './social-providers';

const LABEL: Record<TSocialProvider, string> = { google: 'Google', facebook: 'Facebook', linkedin: 'LinkedIn' };

export const SOCIAL_MESSAGES = {
  failed: 'Social sign-in failed. Please try again.',
  unverified: (provider: TSocialProvider) =>
    `Your ${LABEL[provider]} account has no verified email address, so it cannot be used to sign in here. Please sign in with your email instead.`,
};

export async function signInWithSocialProfile(
  app: FastifyInstance,
  org: Organization,
  provider: TSocialProvider,
  profile: SocialProfile,
  extra: { source?: string | null; utmCampaign?: string | null; userAgent?: string; language?: Language | null },
): Promise<SignedIn> {
  const [identity] = await app.db
    .select({ candidateId: identities.candidateId })
    .from(identities)
    .where(and(eq(identities.orgId, org.id), eq(identities.provider, provider), eq(identities.subject, profile.subject)))
    .limit(1);
  let candidate: Candidate | undefined = identity ? await findCandidateById(app.db, identity.candidateId) : undefined;

  if (!candidate) {
    if (!profile.email || !profile.emailVerified) throw badRequest(SOCIAL_MESSAGES.unverified(provider), 'EMAIL_UNVERIFIED');
    const email = normalizeEmail(profile.email);
    candidate = await findCandidateByEmail(app.db, org.id, email);
    if (!candidate) {
      const [made] = await app.db
        .insert(candidates)
        .values({
          orgId: org.id,
          email,
          firstName: profile.firstName.slice(0, 15) || 'Candidate',
          lastName: profile.lastName.slice(0, 30) || '',
          emailVerifiedAt: new Date(),
          source: extra.source ?? provider,
          utmCampaign: extra.utmCampaign ?? null,
          language: extra.language ?? 'en',
        })
        .onConflictDoNothing()
        .returning();
      if (made) await agencyEvent(app.db, candidateCreated(made, 'social'));
      candidate = made ?? (await findCandidateByEmail(app.db, org.id, email));
    } else if (!candidate.emailVerifiedAt) {
      await app.db.update(candidates).set({ emailVerifiedAt: new Date() }).where(eq(candidates.id, candidate.id));
    }
    if (!candidate) throw badRequest(SOCIAL_MESSAGES.failed);
    await app.db
      .insert(identities)
      .values({ orgId: org.id, candidateId: candidate.id, provider, subject: profile.subject, email })
      .onConflictDoNothing();
  }
  return signIn(app, candidate, org, provider, extra);
}
