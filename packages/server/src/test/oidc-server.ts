import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { OAUTH_PROVIDERS, type OAuthProvider, oauthCallbackPath } from '@masthead/core';
import Provider from 'oidc-provider';

/**
 * Tests only: a real OpenID Connect provider (panva's oidc-provider) on 127.0.0.1 and a random port,
 * with one confidential client per linked-account provider of the app (client id `masthead-{provider}`,
 * PKCE required, the app's exact callback as the only redirect URI). Its sign-in page is a plain form
 * that takes any login (the account's id); consent is granted at once.
 */
export type TestAccount = { sub: string; email?: string | null; emailVerified?: boolean; name?: string };

export type OidcServer = {
  issuer: string;
  /** The app's environment for these clients: OAUTH_{PROVIDER}_CLIENT_ID, _CLIENT_SECRET and _ISSUER. */
  env(providers?: readonly OAuthProvider[]): Record<string, string>;
  /** Registers (or replaces) an account; an unknown login gets `{sub}@people.example` as its email. */
  addAccount(account: TestAccount): void;
  close(): Promise<void>;
};

export const clientIdOf = (provider: OAuthProvider) => `masthead-${provider}`;
export const clientSecretOf = (provider: OAuthProvider) => `secret-of-${provider}-for-tests-only-0123456789`;

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider</title></head><body><main>${body}</main></body></html>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(request: http.IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startOidcServer(options: { appUrl: string }): Promise<OidcServer> {
  const accounts = new Map<string, TestAccount>();
  let provider: Provider | null = null;
  const sockets = new Set<Socket>();

  async function interaction(request: http.IncomingMessage, response: http.ServerResponse) {
    const oidc = provider!;
    const details = await oidc.interactionDetails(request, response);
    const uid = details.uid;
    if (details.prompt.name === 'login') {
      if (request.method === 'POST') {
        const login = (await readForm(request)).get('login')?.trim() ?? '';
        if (!/^[A-Za-z0-9_.-]{1,60}$/.test(login)) {
          response.writeHead(400, { 'content-type': 'text/html' }).end(page('<p>Bad login</p>'));
          return;
        }
        if (!accounts.has(login)) accounts.set(login, { sub: login });
        await oidc.interactionFinished(
          request,
          response,
          { login: { accountId: login } },
          {
            mergeWithLastSubmission: false,
          },
        );
        return;
      }
      const client = escapeHtml(String(details.params.client_id ?? ''));
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        page(`<h1>Test provider sign-in</h1><p>Signing in to ${client}</p>
<form method="post" action="/interaction/${uid}"><label>Login <input name="login" autocomplete="off"></label>
<button type="submit">Sign in to the provider</button></form>`),
      );
      return;
    }
    // Consent: everything asked for is granted at once.
    const accountId = details.session?.accountId;
    if (!accountId) throw new Error('consent without a signed-in account');
    const grant = details.grantId
      ? await oidc.Grant.find(details.grantId)
      : new oidc.Grant({ accountId, clientId: String(details.params.client_id) });
    if (!grant) throw new Error('grant not found');
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await oidc.interactionFinished(
      request,
      response,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  const server = http.createServer((request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      interaction(request, response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500).end(String(error));
      });
      return;
    }
    provider!.callback()(request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const appUrl = options.appUrl.replace(/\/$/, '');

  provider = new Provider(issuer, {
    clients: OAUTH_PROVIDERS.map((name) => ({
      client_id: clientIdOf(name),
      client_secret: clientSecretOf(name),
      redirect_uris: [`${appUrl}${oauthCallbackPath(name)}`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method:
        name === 'google' || name === 'twitter' ? 'client_secret_basic' : 'client_secret_post',
    })),
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-cookie-key-for-the-local-provider-only'] },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub) ?? { sub };
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email === undefined ? `${sub}@people.example` : (account.email ?? undefined),
          email_verified: account.emailVerified ?? true,
          name: account.name ?? `Person ${sub}`,
          preferred_username: sub,
        }),
      };
    },
  });

  return {
    issuer,
    env(providers = OAUTH_PROVIDERS) {
      const env: Record<string, string> = {};
      for (const name of providers) {
        const key = name.toUpperCase();
        env[`OAUTH_${key}_CLIENT_ID`] = clientIdOf(name);
        env[`OAUTH_${key}_CLIENT_SECRET`] = clientSecretOf(name);
        env[`OAUTH_${key}_ISSUER`] = issuer;
      }
      return env;
    },
    addAccount(account) {
      accounts.set(account.sub, account);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
