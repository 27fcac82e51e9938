// Social sign-in providers (spec §1) through arctic's OAuth 2 client. Each is on only when its client id and secret
// are configured. Endpoints default to the provider's own and can be overridden (GOOGLE_AUTH_URL, ..._TOKEN_URL,
// ..._USERINFO_URL), which is how the tests drive the whole flow against a local OpenID provider.
import type { TSocialProvider } from '@portal/shared/schemas/auth';
import type * as Arctic from 'arctic';
import type { Config, SocialProviderConfig } from '../../config';

export type SocialProfile = { subject: string; email: string | null; emailVerified: boolean; firstName: string; lastName: string };

type ProviderSpec = {
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scopes: string[];
  /** Google supports PKCE; arctic's Facebook and LinkedIn clients do not send it (state is still checked). */
  pkce: boolean;
  /** How the client authenticates at the token endpoint: HTTP Basic (Google) or form fields (LinkedIn, Facebook). */
  clientAuth: 'basic' | 'post';
  toProfile(info: Record<string, unknown>): SocialProfile;
};

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** OpenID Connect userinfo claims (Google, LinkedIn). email_verified must be asserted as true. */
const oidcProfile = (info: Record<string, unknown>): SocialProfile => ({
  subject: str(info.sub),
  email: str(info.email) || null,
  emailVerified: info.email_verified === true || info.email_verified === 'true',
  firstName: str(info.given_name) || str(info.name).split(' ')[0] || '',
  lastName: str(info.family_name) || str(info.name).split(' ').slice(1).join(' '),
});

// Defaults are the endpoints arctic's own Google, Facebook and LinkedIn clients use.
const SPECS: Record<TSocialProvider, ProviderSpec> = {
  google: {
    authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    clientAuth: 'basic',
    toProfile: oidcProfile,
  },
  facebook: {
    authUrl: 'https://www.facebook.com/v16.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v16.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,email,first_name,last_name',
    scopes: ['email', 'public_profile'],
    pkce: false,
    clientAuth: 'post',
    // The Graph API returns `email` only for an address the person has confirmed with Facebook; an explicit
    // email_verified claim (a compatible provider) is honoured when present.
    toProfile: (info) => ({
      subject: str(info.id) || str(info.sub),
      email: str(info.email) || null,
      emailVerified: Boolean(str(info.email)) && info.email_verified !== false,
      firstName: str(info.first_name) || str(info.given_name),
      lastName: str(info.last_name) || str(info.family_name),
    }),
  },
  linkedin: {
    authUrl: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
    userinfoUrl: 'https://api.linkedin.com/v2/userinfo',
    scopes: ['openid', 'profile', 'email'],
    pkce: false,
    clientAuth: 'post',
    toProfile: oidcProfile,
  },
};

/** spec §2: /linkedin is the LinkedIn callback page; Google and Facebook return to the sign-in page. */
export function redirectUri(publicUrl: string, provider: TSocialProvider): string {
  return provider === 'linkedin' ? `${publicUrl}/linkedin` : `${publicUrl}/auth/login?social=${provider}`;
}

export type SocialProvider = {
  name: TSocialProvider;
  usesPkce: boolean;
  /** A new sign-in: its state, its PKCE code verifier and the provider's authorization URL for them. */
  begin(): Promise<{ state: string; verifier: string; url: URL }>;
  /** Exchanges the callback's code and reads the provider's profile of the person. */
  fetchProfile(code: string, codeVerifier: string): Promise<SocialProfile>;
};

function createProvider(name: TSocialProvider, settings: SocialProviderConfig, publicUrl: string): SocialProvider {
  const spec = SPECS[name];
  const authUrl = settings.authUrl ?? spec.authUrl;
  const tokenUrl = settings.tokenUrl ?? spec.tokenUrl;
  const userinfoUrl = settings.userinfoUrl ?? spec.userinfoUrl;
  const redirect = redirectUri(publicUrl, name);
  // arctic is loaded with the first social sign-in, not at start (most portals have none configured, or rarely used).
  let loaded: Promise<{ arctic: typeof Arctic; client: Arctic.OAuth2Client }> | undefined;
  const load = () =>
    (loaded ??= import('arctic').then((arctic) => ({ arctic, client: new arctic.OAuth2Client(settings.clientId, settings.clientSecret, redirect) })));

  async function exchange(code: string, codeVerifier: string): Promise<Arctic.OAuth2Tokens> {
    const { arctic, client } = await load();
    if (spec.clientAuth === 'basic') return client.validateAuthorizationCode(tokenUrl, code, spec.pkce ? codeVerifier : null);
    // As arctic's LinkedIn and Facebook clients do: credentials in the form body.
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirect,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
    });
    const response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const json = (await response.json()) as object;
    if (!response.ok || !('access_token' in json)) throw new Error(`token endpoint answered ${response.status}`);
    return new arctic.OAuth2Tokens(json);
  }

  return {
    name,
    usesPkce: spec.pkce,
    async begin() {
      const { arctic, client } = await load();
      const state = arctic.generateState();
      const verifier = arctic.generateCodeVerifier();
      const url = spec.pkce
        ? client.createAuthorizationURLWithPKCE(authUrl, state, arctic.CodeChallengeMethod.S256, verifier, spec.scopes)
        : client.createAuthorizationURL(authUrl, state, spec.scopes);
      return { state, verifier, url };
    },
    async fetchProfile(code, codeVerifier) {
      const tokens = await exchange(code, codeVerifier);
      const response = await fetch(userinfoUrl, {
        headers: { authorization: `Bearer ${tokens.accessToken()}`, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`userinfo endpoint answered ${response.status}`);
      const profile = spec.toProfile((await response.json()) as Record<string, unknown>);
      if (!profile.subject) throw new Error('the provider gave no subject');
      return profile;
    },
  };
}

/** The configured providers; a provider without both client id and secret is absent (its button is hidden). */
export function createSocialProviders(config: Config): Partial<Record<TSocialProvider, SocialProvider>> {
  const providers: Partial<Record<TSocialProvider, SocialProvider>> = {};
  for (const name of Object.keys(SPECS) as TSocialProvider[]) {
    const settings = config.social[name];
    if (settings) providers[name] = createProvider(name, settings, config.publicUrl);
  }
  return providers;
}
