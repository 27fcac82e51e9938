// Connecting a social sign-in from My Account, against the local OpenID provider: the identity is linked to the
// signed-in account (not a new one), an identity of another account is refused, and disconnecting keeps a way in.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { identities } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/app';
import { freshEmail, post, signUp } from './helpers/auth';
import { createSignedInCandidate } from './helpers/factories';
import { authorizeAtProvider, startOidcProvider } from './helpers/oidc';

let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
let app: TestApp;

beforeAll(async () => {
  oidc = await startOidcProvider();
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

async function connect(auth: Record<string, string>, provider: 'google' | 'linkedin', sub: string) {
  const start = await app.inject({ method: 'POST', url: `/api/account/identities/${provider}/connect`, headers: auth });
  expect(start.statusCode, start.body).toBe(200);
  const cookie = start.cookies.find((c) => c.name === 'oauth_state')!;
  oidc.signInAs(sub);
  const callback = await authorizeAtProvider(start.json().data.url as string);
  return post(
    app,
    '/api/auth/login',
    { type: provider, token: callback.searchParams.get('code')!, state: callback.searchParams.get('state')! },
    { cookie: `oauth_state=${cookie.value}` },
  );
}

describe('connect a sign-in method from My Account', () => {
  it('links the provider to this account even with another e-mail, then it signs in to it', async () => {
    const user = await signUp(app);
    oidc.addAccount({ sub: 'acc-g-1', email: freshEmail('elsewhere'), email_verified: true, given_name: 'A', family_name: 'B' });
    const res = await connect(user.auth, 'google', 'acc-g-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.profile.id).toBe(user.profile.id);
    const rows = await app.db.select().from(identities).where(eq(identities.candidateId, user.profile.id));
    expect(rows.map((r) => r.provider)).toEqual(['google']);
    const account = (await app.inject({ method: 'GET', url: '/api/account', headers: user.auth })).json().data;
    expect(account.providers).toContainEqual(expect.objectContaining({ provider: 'google', connected: true, available: true }));
    expect(account.providers).toContainEqual(expect.objectContaining({ provider: 'facebook', connected: false, available: false }));
    expect((account.activity as { action: string }[]).map((a) => a.action)).toContain('identity_connected');
  });

  it("refuses a provider account already connected to someone else's account", async () => {
    const first = await signUp(app);
    oidc.addAccount({ sub: 'acc-li-1', email: freshEmail('li'), email_verified: true });
    expect((await connect(first.auth, 'linkedin', 'acc-li-1')).statusCode).toBe(200);
    const second = await createSignedInCandidate(app);
    const res = await connect(second.auth, 'linkedin', 'acc-li-1');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('IDENTITY_TAKEN');
  });

  it('a provider that is not configured cannot be connected', async () => {
    const user = await createSignedInCandidate(app);
    expect((await app.inject({ method: 'POST', url: '/api/account/identities/facebook/connect', headers: user.auth })).statusCode).toBe(404);
  });
});
