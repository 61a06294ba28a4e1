import {
  isLinkValid,
  type LinkedAccountsAnswer,
  type OAuthProvider,
  type OAuthPurpose,
  type OfferedProvider,
  PROVIDER_KINDS,
  PROVIDER_NAMES,
} from '@masthead/core';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { type AccountsDeps, audit } from '../accounts/account-rows.ts';
import { hashToken, newToken } from '../accounts/secrets.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { type RequestMeta, type SignedIn, signedIn } from '../accounts/signed-in.ts';
import { linkedAccounts, users } from '../accounts/tables.ts';
import { startTfaChallenge } from '../accounts/two-factor.ts';
import { createAccountFromProvider } from './new-account.ts';
import {
  authorizationUrl,
  completeAuthorization,
  createProviderClients,
  offeredProviders,
  type ProviderProfile,
  pkce,
} from './provider-clients.ts';
import { oauthRequests } from './tables.ts';

/** A popup has 10 minutes between opening and the provider's answer. */
export const OAUTH_REQUEST_TTL_MS = 10 * 60 * 1000;

export type OAuthOutcome =
  | { outcome: 'signed-in' | 'signed-up'; signedIn: SignedIn }
  | { outcome: 'tfa'; challenge: string }
  | { outcome: 'linked' };

/**
 * Linked accounts: the popup's start and finish, the list in settings, and unlink. A provider's answer
 * signs in only the person already linked to that provider account; its email is never matched to an
 * existing account (TESTING §3), so linking always needs the owner signed in first.
 */
export function createLinkedAccountsService(deps: AccountsDeps) {
  const { db, config, clock } = deps;
  const clientFor = createProviderClients(config);

  const isOffered = (provider: OAuthProvider) => offeredProviders(config).includes(provider);

  function offered(): OfferedProvider[] {
    return offeredProviders(config).map((provider) => ({
      provider,
      kind: PROVIDER_KINDS[provider],
      name: PROVIDER_NAMES[provider],
    }));
  }

  /** Stores the request under a new cookie token and answers where to send the popup. */
  async function start(input: {
    provider: OAuthProvider;
    purpose: OAuthPurpose;
    remember: boolean;
    viewer: Viewer | null;
  }) {
    if (!isOffered(input.provider)) throw new AppError('oauth.provider.unavailable');
    if (input.purpose === 'link' && !input.viewer) throw new AppError('auth.fail.no.login');
    const client = await clientFor(input.provider);
    const token = newToken();
    const state = pkce.state();
    const nonce = pkce.nonce();
    const codeVerifier = pkce.verifier();
    const now = clock();
    await db.delete(oauthRequests).where(lt(oauthRequests.expiresAt, now));
    await db.insert(oauthRequests).values({
      tokenHash: hashToken(token),
      provider: input.provider,
      purpose: input.purpose,
      state,
      codeVerifier,
      nonce,
      sessionId: input.purpose === 'link' ? input.viewer!.sessionId : null,
      remember: input.remember,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OAUTH_REQUEST_TTL_MS),
    });
    const url = authorizationUrl(client, {
      state,
      nonce,
      codeChallenge: await pkce.challenge(codeVerifier),
    });
    return { token, url: url.href };
  }

  /** The request of this browser for this provider, used up now; refused unless the state matches. */
  async function takeRequest(provider: OAuthProvider, token: string | undefined, state: string | undefined) {
    if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new AppError('oauth.state.invalid');
    const [request] = await db
      .delete(oauthRequests)
      .where(and(eq(oauthRequests.tokenHash, hashToken(token)), eq(oauthRequests.provider, provider)))
      .returning();
    if (!request || request.expiresAt <= clock() || !state || request.state !== state)
      throw new AppError('oauth.state.invalid');
    return request;
  }

  async function finish(input: {
    provider: OAuthProvider;
    token: string | undefined;
    query: { state?: string | undefined; error?: string | undefined };
    currentUrl: URL;
    viewer: Viewer | null;
    meta: RequestMeta;
    /** Told the request's purpose as soon as it is known, so that a failure can name it. */
    seen?: { purpose: OAuthPurpose };
  }): Promise<{ purpose: OAuthPurpose; result: OAuthOutcome }> {
    if (!isOffered(input.provider)) throw new AppError('oauth.provider.unavailable');
    const request = await takeRequest(input.provider, input.token, input.query.state);
    const purpose = request.purpose as OAuthPurpose;
    if (input.seen) input.seen.purpose = purpose;
    // A link belongs to the session that asked for it: not another person's, not a later one.
    if (purpose === 'link' && input.viewer?.sessionId !== request.sessionId)
      throw new AppError('oauth.state.invalid');
    if (input.query.error) throw new AppError('oauth.failed');
    const client = await clientFor(input.provider);
    const { profile, expiresAt } = await completeAuthorization(
      client,
      input.currentUrl,
      { state: request.state, codeVerifier: request.codeVerifier, nonce: request.nonce },
      clock(),
    );
    const link = { provider: input.provider, profile, expiresAt };
    if (purpose === 'link') {
      await linkTo(input.viewer!.userId, link);
      return { purpose, result: { outcome: 'linked' } };
    }
    const result = await signInWith(link, { purpose, remember: request.remember, meta: input.meta });
    return { purpose, result };
  }

  type Link = { provider: OAuthProvider; profile: ProviderProfile; expiresAt: Date | null };

  const linkValues = (link: Link, now: Date) => ({
    providerUserId: link.profile.id,
    accessTokenExpiresAt: link.expiresAt,
    accountName: (link.profile.username ?? link.profile.name)?.slice(0, 100) ?? null,
    updatedAt: now,
  });

  async function linkTo(userId: number, link: Link) {
    await db.transaction(async (tx) => {
      const [owner] = await ownerOf(tx, link);
      if (owner && owner.userId !== userId) throw new AppError('oauth.linked.elsewhere');
      const now = clock();
      await tx
        .insert(linkedAccounts)
        .values({ userId, provider: link.provider, createdAt: now, ...linkValues(link, now) })
        .onConflictDoUpdate({
          target: [linkedAccounts.userId, linkedAccounts.provider],
          set: linkValues(link, now),
        });
      await audit(tx, 'account.link', {
        actorUserId: userId,
        subjectUserId: userId,
        data: { provider: link.provider },
        at: now,
      });
    });
  }

  const ownerOf = (tx: Tx, link: Link) =>
    tx
      .select({ userId: linkedAccounts.userId })
      .from(linkedAccounts)
      .where(
        and(eq(linkedAccounts.provider, link.provider), eq(linkedAccounts.providerUserId, link.profile.id)),
      )
      .for('update');

  async function signInWith(
    link: Link,
    options: { purpose: OAuthPurpose; remember: boolean; meta: RequestMeta },
  ): Promise<OAuthOutcome> {
    const { remember, meta } = options;
    const linked = await db.transaction(async (tx): Promise<OAuthOutcome | null> => {
      const [owner] = await ownerOf(tx, link);
      if (!owner) return null;
      const [user] = await tx.select().from(users).where(eq(users.id, owner.userId)).limit(1);
      if (!user) return null;
      if (user.suspendedAt) throw new AppError('access_deny');
      const now = clock();
      await tx
        .update(linkedAccounts)
        .set(linkValues(link, now))
        .where(and(eq(linkedAccounts.userId, user.id), eq(linkedAccounts.provider, link.provider)));
      if (user.tfaEnabled)
        return {
          outcome: 'tfa',
          challenge: await startTfaChallenge(deps, tx, { user, remember, lang: meta.lang }),
        };
      return { outcome: 'signed-in', signedIn: await signedIn(tx, { userId: user.id, remember, meta, now }) };
    });
    if (linked) return linked;
    if (options.purpose === 'signin') throw new AppError('oauth.not.linked');
    const created = await createAccountFromProvider(deps, link, { remember, meta });
    return { outcome: 'signed-up', signedIn: created };
  }

  async function list(userId: number): Promise<LinkedAccountsAnswer> {
    const rows = await db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, userId));
    const [user] = await db
      .select({ hasPassword: sql<boolean>`${users.passwordHash} is not null` })
      .from(users)
      .where(eq(users.id, userId));
    const now = clock().getTime();
    const shown = new Set<OAuthProvider>(offeredProviders(config));
    for (const row of rows) shown.add(row.provider as OAuthProvider);
    const accounts = [...shown]
      .filter((provider) => provider in PROVIDER_NAMES)
      .map((provider) => {
        const row = rows.find((r) => r.provider === provider);
        const expires = row?.accessTokenExpiresAt?.getTime() ?? null;
        return {
          provider,
          name: PROVIDER_NAMES[provider],
          linked: !!row,
          valid: isLinkValid(provider, row ? { accessTokenExpiresAt: expires } : null, now),
          accountName: row?.accountName ?? null,
          linkedAt: row ? row.createdAt.toISOString() : null,
          accessTokenExpiresAt: expires,
        };
      });
    return { accounts, hasPassword: user?.hasPassword ?? false };
  }

  async function unlink(userId: number, provider: OAuthProvider) {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      const rows = await tx
        .select({ provider: linkedAccounts.provider })
        .from(linkedAccounts)
        .where(eq(linkedAccounts.userId, userId));
      if (!rows.some((row) => row.provider === provider)) throw new AppError('not_found');
      // Without a password, the last linked account is the only way in.
      if (!user?.passwordHash && rows.length === 1) throw new AppError('oauth.unlink.last');
      await tx
        .delete(linkedAccounts)
        .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.provider, provider)));
      await audit(tx, 'account.unlink', {
        actorUserId: userId,
        subjectUserId: userId,
        data: { provider },
        at: clock(),
      });
    });
  }

  return { offered, isOffered, start, finish, list, unlink };
}

export type LinkedAccountsService = ReturnType<typeof createLinkedAccountsService>;
