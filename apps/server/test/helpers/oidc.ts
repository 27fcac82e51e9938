// A local OpenID provider (oidc-provider) standing in for Google and LinkedIn, whose real endpoints are unreachable here.
// The portal points at it through GOOGLE_*_URL / LINKEDIN_*_URL; the test chooses who "signs in" at the provider.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type OidcAccount = { sub: string; email?: string; email_verified?: boolean; given_name?: string; family_name?: string };

export const PUBLIC_URL = 'http://localhost:3000';

export async function startOidcProvider() {
  const accounts = new Map<string, OidcAccount>();
  let nextAccount: string | null = null;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'google-client',
        client_secret: 'google-secret',
        redirect_uris: [`${PUBLIC_URL}/auth/login?social=google`],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      {
        client_id: 'linkedin-client',
        client_secret: 'linkedin-secret',
        redirect_uris: [`${PUBLIC_URL}/linkedin`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: async (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: async () => ({ ...account }) } : undefined;
    },
    // PKCE is optional for confidential clients (LinkedIn's flow does not send it), and checked whenever it is sent.
    pkce: { required: () => false },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['oidc-test-key-0123456789'] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  const callback = provider.callback();

  // The "login page": signs in the account the test chose and grants the requested scopes without a consent screen.
  server.on('request', async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      const accountId = (details.session?.accountId as string | undefined) ?? nextAccount;
      if (!accountId) throw new Error('no account chosen');
      const grant = new provider.Grant({ accountId, clientId: details.params.client_id as string });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });

  return {
    issuer,
    addAccount(account: OidcAccount) {
      accounts.set(account.sub, account);
    },
    /** The account that signs in at the provider's next login page. */
    signInAs(sub: string) {
      nextAccount = sub;
    },
    endpoints: (prefix: 'GOOGLE' | 'LINKEDIN') => ({
      [`${prefix}_AUTH_URL`]: `${issuer}/auth`,
      [`${prefix}_TOKEN_URL`]: `${issuer}/token`,
      [`${prefix}_USERINFO_URL`]: `${issuer}/me`,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Plays the browser from the provider's authorization URL to the portal's callback page: follows redirects with a
 * cookie jar until the provider sends the browser back to PUBLIC_URL, and returns that callback URL.
 */
export async function authorizeAtProvider(authorizationUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(PUBLIC_URL)) return new URL(url);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url} with ${response.status}: ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects at the provider');
}
