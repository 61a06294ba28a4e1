import {
  COOKIE_NAMES,
  ERRORS,
  isOAuthProvider,
  isSearchProvider,
  OAUTH_MESSAGE_TYPE,
  type OAuthPopupMessage,
  type OAuthProvider,
  type OAuthPurpose,
  oauthCallbackPath,
  ZOAuthCallbackQuery,
  ZOAuthProviderParams,
  ZOAuthStartQuery,
  ZUnlinkAccount,
} from '@masthead/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { assertSameOriginNavigation } from '../../http/csrf.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { defineRoute } from '../../http/route.ts';
import { startSession } from '../accounts/session-cookie.ts';
import { popupPage } from './popup-page.ts';
import { OAUTH_REQUEST_TTL_MS } from './service.ts';

const tags = ['linked-accounts'];
const noInput = z.strictObject({});
/** The cookie that ties a popup's callback to the browser that opened it. */
const REQUEST_COOKIE = 'oauth_request';
const TFA_COOKIE_SECONDS = 10 * 60;

/** SPEC §7's two families: the search provider under /api2/{provider}/oauth, the others under /api/auth/3party. */
function providerOf(name: string, search: boolean): OAuthProvider {
  if (!isOAuthProvider(name) || isSearchProvider(name) !== search)
    throw new AppError('oauth.provider.unavailable');
  return name;
}

export function registerLinkedAccountRoutes(app: FastifyInstance) {
  const { linkedAccounts, config } = app.services;
  const secure = config.production;
  const origin = new URL(config.publicUrl).origin;
  const callbackCookiePath = (provider: OAuthProvider) => oauthCallbackPath(provider);

  function sendPopup(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: OAuthPopupMessage,
  ) {
    const { html, csp } = popupPage({ lang: requestLanguage(request), origin, message });
    reply
      .code(status)
      .header('Content-Security-Policy', csp)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  const failure = (
    provider: OAuthProvider | string,
    purpose: OAuthPurpose,
    error: AppError,
  ): OAuthPopupMessage => ({
    type: OAUTH_MESSAGE_TYPE,
    provider: (isOAuthProvider(provider) ? provider : 'facebook') as OAuthProvider,
    purpose,
    ok: false,
    errorCode: error.code,
    errorMsgKey: `error.${error.code}`,
  });

  /** Failures a person can understand end in the popup page too, so the opener hears about them. */
  async function inPopup(
    request: FastifyRequest,
    reply: FastifyReply,
    context: { provider: string; purpose: OAuthPurpose },
    work: () => Promise<void>,
  ) {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      sendPopup(request, reply, ERRORS[error.code].status, failure(context.provider, context.purpose, error));
    }
  }

  for (const search of [false, true]) {
    const startRoute = search
      ? 'GET /api2/:provider/oauth/authorize'
      : 'GET /api/auth/3party/:provider/login/p.s';
    const callbackRoute = search
      ? 'GET /api2/:provider/oauth/callback'
      : 'GET /api/auth/3party/:provider/callback/p.s';

    defineRoute(app, {
      route: startRoute,
      access: 'public',
      summary: search
        ? 'SPEC §7: opened in a popup; sends it to the search provider to sign in, sign up or link (oauthfor).'
        : 'SPEC §7: opened in a popup; sends it to the provider to sign in, sign up or link (oauthfor).',
      tags,
      params: ZOAuthProviderParams,
      query: ZOAuthStartQuery,
      handler: ({ params, query, request, reply }) =>
        inPopup(request, reply, { provider: params.provider, purpose: query.oauthfor }, async () => {
          assertSameOriginNavigation(request);
          const provider = providerOf(params.provider, search);
          const { token, url } = await linkedAccounts.start({
            provider,
            purpose: query.oauthfor,
            remember: query.remember === '1',
            viewer: request.viewer,
          });
          reply.setCookie(REQUEST_COOKIE, token, {
            httpOnly: true,
            // Lax: the provider's redirect back is a top-level GET, which Lax lets through.
            sameSite: 'lax',
            secure,
            path: callbackCookiePath(provider),
            maxAge: OAUTH_REQUEST_TTL_MS / 1000,
          });
          reply.header('Cache-Control', 'no-store').redirect(url, 302);
        }),
    });

    defineRoute(app, {
      route: callbackRoute,
      access: 'public',
      summary:
        'The provider sends the popup back here: checks state and PKCE, then signs in, signs up or links.',
      tags,
      params: ZOAuthProviderParams,
      query: ZOAuthCallbackQuery,
      handler: async ({ params, query, request, reply }) => {
        const context: { provider: string; purpose: OAuthPurpose } = {
          provider: params.provider,
          purpose: 'signin',
        };
        await inPopup(request, reply, context, async () => {
          const provider = providerOf(params.provider, search);
          const token = request.cookies[REQUEST_COOKIE];
          reply.clearCookie(REQUEST_COOKIE, {
            httpOnly: true,
            sameSite: 'lax',
            secure,
            path: callbackCookiePath(provider),
          });
          const rawQuery = request.raw.url?.split('?')[1] ?? '';
          const currentUrl = new URL(`${config.publicUrl}${oauthCallbackPath(provider)}?${rawQuery}`);
          const done = await linkedAccounts.finish({
            provider,
            token,
            query,
            currentUrl,
            viewer: request.viewer,
            seen: context,
            meta: {
              ip: request.ip,
              userAgent: String(request.headers['user-agent'] ?? ''),
              lang: requestLanguage(request),
            },
          });
          const { result, purpose } = done;
          if (result.outcome === 'tfa') {
            reply.setCookie(COOKIE_NAMES.tfaChallenge, result.challenge, {
              httpOnly: true,
              sameSite: 'lax',
              path: '/',
              secure,
              maxAge: TFA_COOKIE_SECONDS,
            });
          } else if (result.outcome !== 'linked') {
            await startSession(request, reply, result.signedIn.session, secure);
          }
          sendPopup(request, reply, 200, {
            type: OAUTH_MESSAGE_TYPE,
            provider,
            purpose,
            ok: true,
            outcome: result.outcome,
          });
        });
      },
    });
  }

  defineRoute(app, {
    route: 'GET /api2/account/oauth/providers',
    access: 'public',
    summary: 'The sign-in services this site offers (each configured with a client id and secret).',
    tags,
    query: noInput,
    handler: () => ({ providers: linkedAccounts.offered() }),
  });

  defineRoute(app, {
    route: 'GET /api2/account/linked',
    access: 'signed-in',
    summary: "The viewer's linked accounts, with SPEC §4's validity, beside the providers not linked yet.",
    tags,
    query: noInput,
    handler: ({ request }) => linkedAccounts.list(request.viewer!.userId),
  });

  defineRoute(app, {
    route: 'POST /api2/account/linked/unlink',
    access: 'signed-in',
    summary: 'Unlinks a provider account (refused when it is the only way to sign in).',
    tags,
    body: ZUnlinkAccount,
    handler: async ({ body, request }) => {
      await linkedAccounts.unlink(request.viewer!.userId, body.provider);
      return { unlinked: true };
    },
  });
}
