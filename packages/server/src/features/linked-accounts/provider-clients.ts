import { type OAuthProvider, oauthCallbackPath } from '@masthead/core';
import * as oidc from 'openid-client';
import type { AppConfig, OAuthProviderConfig } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * Each provider's real endpoints (DESIGN §5), used unless OAUTH_{PROVIDER}_… overrides them. The
 * search provider speaks OpenID Connect and is found by discovery; the others are plain OAuth 2 with a
 * profile endpoint. Every token exchange goes through openid-client (state, PKCE S256, exact redirect).
 */
type ProviderDefaults = {
  issuer?: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
  scope: string;
  /** How the client secret is sent to the token endpoint. */
  auth: 'basic' | 'post';
};

const DEFAULTS: Record<OAuthProvider, ProviderDefaults> = {
  instagram: {
    authorizationUrl: 'https://www.instagram.com/oauth/authorize',
    tokenUrl: 'https://api.instagram.com/oauth/access_token',
    userinfoUrl: 'https://graph.instagram.com/me?fields=user_id,username',
    scope: 'instagram_business_basic',
    auth: 'post',
  },
  facebook: {
    authorizationUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v23.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/v23.0/me?fields=id,name,email',
    scope: 'public_profile email',
    auth: 'post',
  },
  twitter: {
    authorizationUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    userinfoUrl: 'https://api.x.com/2/users/me',
    scope: 'users.read tweet.read',
    auth: 'basic',
  },
  google: { issuer: 'https://accounts.google.com', scope: 'openid email profile', auth: 'basic' },
};

/** Who the person is at the provider, as far as it told us. */
export type ProviderProfile = {
  id: string;
  email: string | null;
  /** Only an OpenID Connect provider's `email_verified: true` counts. */
  emailVerified: boolean;
  name: string | null;
  username: string | null;
};

export type ProviderClient = {
  provider: OAuthProvider;
  config: oidc.Configuration;
  /** OpenID Connect: an ID token is expected and its nonce checked. */
  openId: boolean;
  scope: string;
  redirectUri: string;
  userinfoUrl: string | null;
};

type Endpoints = { openId: boolean; scope: string; urls: string[] };

function endpointsOf(settings: OAuthProviderConfig, defaults: ProviderDefaults): Endpoints {
  const issuer = settings.issuer ?? (settings.authorizationUrl ? null : (defaults.issuer ?? null));
  const openId = issuer !== null;
  const urls = openId
    ? [issuer]
    : [
        settings.authorizationUrl ?? defaults.authorizationUrl ?? '',
        settings.tokenUrl ?? defaults.tokenUrl ?? '',
        settings.userinfoUrl ?? defaults.userinfoUrl ?? '',
      ];
  const scope = settings.scope ?? (openId && !defaults.issuer ? 'openid email profile' : defaults.scope);
  return { openId, scope, urls };
}

/** Plain http is for a provider on this machine in development and tests only. */
function insecureAllowed(config: AppConfig, urls: string[]) {
  const parsed = urls.map((url) => {
    try {
      return new URL(url);
    } catch {
      return null;
    }
  });
  if (parsed.some((url) => url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')))
    return null;
  const insecure = parsed.some((url) => url?.protocol === 'http:');
  if (insecure && config.production) return null;
  return { insecure };
}

/** The providers this site offers: configured, with usable endpoints. */
export function offeredProviders(config: AppConfig): OAuthProvider[] {
  return (Object.keys(config.oauth.providers) as OAuthProvider[]).filter((provider) => {
    const settings = config.oauth.providers[provider];
    return settings && insecureAllowed(config, endpointsOf(settings, DEFAULTS[provider]).urls) !== null;
  });
}

/** Builds (once, then cached) the client of each offered provider; discovery failures are not cached. */
export function createProviderClients(config: AppConfig) {
  const cache = new Map<OAuthProvider, Promise<ProviderClient>>();

  async function build(provider: OAuthProvider): Promise<ProviderClient> {
    const settings = config.oauth.providers[provider];
    if (!settings) throw new AppError('oauth.provider.unavailable');
    const defaults = DEFAULTS[provider];
    const endpoints = endpointsOf(settings, defaults);
    const allowed = insecureAllowed(config, endpoints.urls);
    if (!allowed) throw new AppError('oauth.provider.unavailable');
    const auth =
      defaults.auth === 'basic'
        ? oidc.ClientSecretBasic(settings.clientSecret)
        : oidc.ClientSecretPost(settings.clientSecret);
    const execute = allowed.insecure ? [oidc.allowInsecureRequests] : [];
    const redirectUri = `${config.publicUrl}${oauthCallbackPath(provider)}`;
    const [first, tokenUrl, userinfoUrl] = endpoints.urls as [string, string?, string?];
    const clientConfig = endpoints.openId
      ? await oidc.discovery(new URL(first), settings.clientId, undefined, auth, { execute })
      : new oidc.Configuration(
          {
            // A plain OAuth 2 server names no issuer; its origin stands for it (RFC 9207's check).
            issuer: new URL(first).origin,
            authorization_endpoint: first,
            token_endpoint: tokenUrl!,
          },
          settings.clientId,
          undefined,
          auth,
        );
    if (!endpoints.openId && allowed.insecure) oidc.allowInsecureRequests(clientConfig);
    return {
      provider,
      config: clientConfig,
      openId: endpoints.openId,
      scope: endpoints.scope,
      redirectUri,
      userinfoUrl: endpoints.openId ? null : (userinfoUrl ?? null),
    };
  }

  return function clientFor(provider: OAuthProvider): Promise<ProviderClient> {
    let client = cache.get(provider);
    if (!client) {
      client = build(provider).catch((error: unknown) => {
        cache.delete(provider);
        if (error instanceof AppError) throw error;
        throw new AppError('oauth.failed');
      });
      cache.set(provider, client);
    }
    return client;
  };
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() && !value.includes('\u0000') ? value.trim().slice(0, max) : null;

/** A profile answer of any of the providers' shapes: `{ data: { id } }`, `{ id }`, `{ user_id }` or OIDC's `sub`. */
export function profileFrom(body: Record<string, unknown>, openId: boolean): ProviderProfile | null {
  const data = (body.data && typeof body.data === 'object' ? body.data : body) as Record<string, unknown>;
  const rawId = data.sub ?? data.id ?? data.user_id;
  const id = typeof rawId === 'number' ? String(rawId) : text(rawId, 200);
  if (!id) return null;
  const email = text(data.email, 254)?.toLowerCase() ?? null;
  return {
    id,
    email,
    emailVerified: openId && email !== null && data.email_verified === true,
    name: text(data.name, 100),
    username: text(data.preferred_username ?? data.username, 100),
  };
}

/** Exchanges the code (checking state, PKCE and, for OpenID Connect, the nonce) and reads the profile. */
export async function completeAuthorization(
  client: ProviderClient,
  currentUrl: URL,
  checks: { state: string; codeVerifier: string; nonce: string },
  now: Date,
): Promise<{ profile: ProviderProfile; expiresAt: Date | null }> {
  try {
    const tokens = await oidc.authorizationCodeGrant(client.config, currentUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      ...(client.openId ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
    });
    let body: Record<string, unknown>;
    if (client.openId) {
      const claims = tokens.claims();
      if (!claims) throw new AppError('oauth.failed');
      body = { ...claims };
      if (client.config.serverMetadata().userinfo_endpoint)
        body = { ...body, ...(await oidc.fetchUserInfo(client.config, tokens.access_token, claims.sub)) };
    } else {
      if (!client.userinfoUrl) throw new AppError('oauth.failed');
      const response = await oidc.fetchProtectedResource(
        client.config,
        tokens.access_token,
        new URL(client.userinfoUrl),
        'GET',
      );
      if (!response.ok) throw new AppError('oauth.failed');
      body = (await response.json()) as Record<string, unknown>;
    }
    const profile = profileFrom(body, client.openId);
    if (!profile) throw new AppError('oauth.failed');
    const expiresIn = tokens.expiresIn();
    return { profile, expiresAt: expiresIn ? new Date(now.getTime() + expiresIn * 1000) : null };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('oauth.failed');
  }
}

/** The authorization URL the popup is sent to. */
export function authorizationUrl(
  client: ProviderClient,
  input: { state: string; codeChallenge: string; nonce: string },
) {
  return oidc.buildAuthorizationUrl(client.config, {
    redirect_uri: client.redirectUri,
    scope: client.scope,
    state: input.state,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
    ...(client.openId ? { nonce: input.nonce } : {}),
  });
}

export const pkce = {
  verifier: () => oidc.randomPKCECodeVerifier(),
  challenge: (verifier: string) => oidc.calculatePKCECodeChallenge(verifier),
  state: () => oidc.randomState(),
  nonce: () => oidc.randomNonce(),
};
