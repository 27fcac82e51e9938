import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { candidates, identities } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/app';
import { freshEmail, post, signUp } from './helpers/auth';
import { authorizeAtProvider, startOidcProvider } from './helpers/oidc';

let app: TestApp;
let oidc: Awaited<ReturnType<typeof startOidcProvider>>;

beforeAll(async () => {
  oidc = await startOidcProvider();
  // Social settings go through the real config loader, as they would from the environment.
  const { social } = loadConfig({
    DATA_DIR: '/tmp/portal-test-unused',
    JWT_SECRET: 'test-secret-0123456789-0123456789-abcdef',
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    LINKEDIN_CLIENT_ID: 'linkedin-client',
    LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
    ...oidc.endpoints('GOOGLE'),
    ...oidc.endpoints('LINKEDIN'),
  });
  app = await createTestApp({ social, authRateLimitScale: 20, emailDeliverability: 'syntax' });
});
afterAll(async () => {
  await app?.close();
  await oidc?.close();
});

/** Starts at the portal, signs in at the provider as `sub`, and returns what the callback page would post. */
async function runFlow(provider: 'google' | 'linkedin', sub: string, query = '') {
  const start = await app.inject(`/api/auth/oauth/${provider}${query}`);
  expect(start.statusCode).toBe(302);
  const stateCookie = start.cookies.find((c) => c.name === 'oauth_state');
  expect(stateCookie?.httpOnly).toBe(true);
  oidc.signInAs(sub);
  const callback = await authorizeAtProvider(start.headers.location as string);
  return {
    authorizationUrl: new URL(start.headers.location as string),
    callback,
    code: callback.searchParams.get('code')!,
    state: callback.searchParams.get('state')!,
    cookie: `oauth_state=${stateCookie!.value}`,
  };
}

const finish = (provider: string, flow: { code: string; state: string; cookie: string }) =>
  post(app, '/api/auth/login', { type: provider, token: flow.code, state: flow.state }, { cookie: flow.cookie });

describe('social sign-in against a local OpenID provider', () => {
  it('lists the configured providers only', async () => {
    expect((await app.inject('/api/auth/providers')).json().data).toEqual({ google: true, facebook: false, linkedin: true });
    expect((await app.inject('/api/auth/oauth/facebook')).statusCode).toBe(404);
  });

  it('Google: state and PKCE (S256) are sent; a new verified account is created and signed in', async () => {
    const email = freshEmail('google');
    oidc.addAccount({ sub: 'g-new-1', email, email_verified: true, given_name: 'Gale', family_name: 'Moss' });
    const flow = await runFlow('google', 'g-new-1', '?utm_campaign=spring&source=indeed');
    expect(flow.authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(flow.authorizationUrl.searchParams.get('code_challenge')).toBeTruthy();
    expect(flow.authorizationUrl.searchParams.get('state')).toBe(flow.state);
    expect(flow.callback.pathname).toBe('/auth/login');
    expect(flow.callback.searchParams.get('social')).toBe('google');

    const res = await finish('google', flow);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ email, org: 'MHS', profile: { firstName: 'Gale', lastName: 'Moss', isPassword: false } });
    const [row] = await app.db.select().from(candidates).where(eq(candidates.email, email));
    expect(row).toMatchObject({ utmCampaign: 'spring', source: 'indeed' });
    expect(row?.emailVerifiedAt).toBeTruthy();

    // The same (provider, subject) signs in to the same account next time, even if the e-mail changed at the provider.
    oidc.addAccount({ sub: 'g-new-1', email: freshEmail('changed'), email_verified: true, given_name: 'Gale', family_name: 'Moss' });
    const again = await finish('google', await runFlow('google', 'g-new-1'));
    expect(again.json().data.profile.id).toBe(data.profile.id);
  });

  it('LinkedIn (/linkedin callback): links to an existing account when the e-mail is verified', async () => {
    const user = await signUp(app);
    oidc.addAccount({ sub: 'li-link-1', email: user.email.toUpperCase(), email_verified: true, given_name: 'X', family_name: 'Y' });
    const flow = await runFlow('linkedin', 'li-link-1');
    expect(flow.callback.pathname).toBe('/linkedin');
    const res = await finish('linkedin', flow);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile).toMatchObject({ id: user.profile.id, firstName: 'Casey', isPassword: true });
    const links = await app.db.select().from(identities).where(and(eq(identities.provider, 'linkedin'), eq(identities.subject, 'li-link-1')));
    expect(links).toHaveLength(1);
    expect(links[0]?.candidateId).toBe(user.profile.id);
  });

  it('refuses an unverified e-mail: no link to an existing account, no new account', async () => {
    const user = await signUp(app);
    oidc.addAccount({ sub: 'g-unverified-1', email: user.email, email_verified: false });
    const res = await finish('google', await runFlow('google', 'g-unverified-1'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Your Google account has no verified email address, so it cannot be used to sign in here. Please sign in with your email instead.',
    );
    expect(await app.db.select().from(identities).where(eq(identities.subject, 'g-unverified-1'))).toHaveLength(0);

    const stranger = freshEmail('unverified');
    oidc.addAccount({ sub: 'g-unverified-2', email: stranger, email_verified: false });
    expect((await finish('google', await runFlow('google', 'g-unverified-2'))).statusCode).toBe(400);
    expect(await app.db.select().from(candidates).where(eq(candidates.email, stranger))).toHaveLength(0);
  });

  it('checks state: a wrong state, a missing cookie or another provider\'s state is refused', async () => {
    oidc.addAccount({ sub: 'g-state-1', email: freshEmail('state'), email_verified: true });
    const flow = await runFlow('google', 'g-state-1');
    expect((await finish('google', { ...flow, state: 'forged-state' })).statusCode).toBe(400);
    expect((await post(app, '/api/auth/login', { type: 'google', token: flow.code, state: flow.state })).statusCode).toBe(400);
    expect((await finish('linkedin', flow)).statusCode).toBe(400);
    const tampered = flow.cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await finish('google', { ...flow, cookie: tampered })).statusCode).toBe(400);
  });

  it('a code cannot be used twice', async () => {
    oidc.addAccount({ sub: 'g-replay-1', email: freshEmail('replay'), email_verified: true });
    const flow = await runFlow('google', 'g-replay-1');
    expect((await finish('google', flow)).statusCode).toBe(200);
    expect((await finish('google', flow)).statusCode).toBe(400);
  });
});
