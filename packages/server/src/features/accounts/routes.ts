import {
  COOKIE_NAMES,
  safeReturnPath,
  TIMINGS,
  ZAccountSettings,
  ZChangePassword,
  ZForgotPassword,
  ZLogin,
  ZLogoutQuery,
  ZNotificationSettings,
  ZResetPassword,
  ZResetTokenQuery,
  ZRevokeSession,
  ZSetTimeZone,
  ZSetUiLanguage,
  ZSignup,
  ZTfaResend,
  ZTfaVerify,
  ZUnsubscribe,
  ZUpdateProfile,
  ZVerifyEmail,
} from '@masthead/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { assertSameOriginNavigation } from '../../http/csrf.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { defineRoute } from '../../http/route.ts';
import type { NewSession, RequestMeta } from './service.ts';
import {
  setSessionCookie as setSessionCookieFor,
  startSession as startSessionFor,
} from './session-cookie.ts';
import type { Viewer } from './sessions.ts';

const tags = ['accounts'];
const noInput = z.strictObject({});

const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
  lang: requestLanguage(request),
});

/** The signed-in viewer; defineRoute has already answered guests of signed-in routes. */
const viewerOf = (request: FastifyRequest): Viewer => {
  if (!request.viewer) throw new AppError('auth.fail.no.login');
  return request.viewer;
};

export function registerAccountRoutes(app: FastifyInstance) {
  const { accounts } = app.services;
  const secure = app.services.config.production;
  const TFA_COOKIE_SECONDS = 10 * 60;

  const setSessionCookie = (reply: FastifyReply, session: NewSession) =>
    setSessionCookieFor(reply, session, secure);

  const clearCookie = (reply: FastifyReply, name: string) =>
    reply.clearCookie(name, { httpOnly: true, sameSite: 'lax', path: '/', secure });

  const startSession = (request: FastifyRequest, reply: FastifyReply, session: NewSession) =>
    startSessionFor(request, reply, session, secure);

  async function endSession(request: FastifyRequest, reply: FastifyReply) {
    if (request.viewer) await accounts.logout(request.viewer.sessionId);
    request.viewer = null;
    clearCookie(reply, COOKIE_NAMES.session);
  }

  defineRoute(app, {
    route: 'POST /api2/account/signup',
    access: 'public',
    summary: 'Creates an account, sends the verification mail and signs the new person in.',
    tags,
    body: ZSignup,
    handler: async ({ body, request, reply }) => {
      const { user, session } = await accounts.signup(body, requestMeta(request));
      await startSession(request, reply, session);
      return { user };
    },
  });

  defineRoute(app, {
    route: 'GET /api/auth/login/p.json',
    access: 'public',
    summary: 'The current sign-in state. Credentials are accepted only in a POST body.',
    tags,
    query: noInput,
    handler: async ({ request }) => ({
      user: request.viewer ? await accounts.currentUser(request.viewer.userId) : null,
    }),
  });

  defineRoute(app, {
    route: 'POST /api/auth/login/p.json',
    access: 'public',
    summary: 'Signs in with an email or username and a password; may ask for a two-factor code.',
    tags,
    body: ZLogin,
    handler: async ({ body, request, reply }) => {
      const result = await accounts.login(body, requestMeta(request));
      if (result.kind === 'tfa') {
        reply.setCookie(COOKIE_NAMES.tfaChallenge, result.challenge, {
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          secure,
          maxAge: TFA_COOKIE_SECONDS,
        });
        return { tfaRequired: true };
      }
      await startSession(request, reply, result.session);
      return { user: result.user };
    },
  });

  defineRoute(app, {
    route: 'POST /api2/account/tfa/verify',
    access: 'public',
    summary: 'Finishes a sign-in with the code mailed for it.',
    tags,
    body: ZTfaVerify,
    handler: async ({ body, request, reply }) => {
      const { user, session } = await accounts.verifyTfa(
        request.cookies[COOKIE_NAMES.tfaChallenge],
        body,
        requestMeta(request),
      );
      clearCookie(reply, COOKIE_NAMES.tfaChallenge);
      await startSession(request, reply, session);
      return { user };
    },
  });

  defineRoute(app, {
    route: 'POST /api2/account/tfa/resend',
    access: 'public',
    summary: 'Mails a new two-factor code for the pending sign-in; the old code stops working.',
    tags,
    body: ZTfaResend,
    handler: async ({ request }) => {
      await accounts.resendTfa(request.cookies[COOKIE_NAMES.tfaChallenge], requestMeta(request));
      return { sent: true };
    },
  });

  defineRoute(app, {
    route: 'POST /api/auth/logout/p.json',
    access: 'public',
    summary: 'Signs out: ends the session on the server and clears the cookie.',
    tags,
    body: noInput,
    handler: async ({ request, reply }) => {
      await endSession(request, reply);
      return { redirect: '/' };
    },
  });

  defineRoute(app, {
    route: 'GET /api/auth/logout/p.json',
    access: 'public',
    summary: 'Signs out from a link and redirects to a path of this site (same-origin navigation only).',
    tags,
    query: ZLogoutQuery,
    handler: async ({ query, request, reply }) => {
      assertSameOriginNavigation(request);
      await endSession(request, reply);
      return reply.redirect(safeReturnPath(query.redirect), 302);
    },
  });

  defineRoute(app, {
    route: 'POST /api2/account/password/forget',
    access: 'public',
    summary: 'Mails a password reset link valid for one hour.',
    tags,
    body: ZForgotPassword,
    handler: async ({ body, request }) => {
      await accounts.forgotPassword(body.email, requestMeta(request));
      return { sent: true };
    },
  });

  defineRoute(app, {
    route: 'GET /api2/account/password/reset',
    access: 'public',
    summary: 'Whether a reset link is valid, used, expired or invalid.',
    tags,
    query: ZResetTokenQuery,
    handler: async ({ query }) => ({ state: await accounts.checkResetToken(query.token) }),
  });

  defineRoute(app, {
    route: 'POST /api2/account/password/reset',
    access: 'public',
    summary: 'Sets a new password from a reset link, ends every session and signs in afresh.',
    tags,
    body: ZResetPassword,
    handler: async ({ body, request, reply }) => {
      const { user, session } = await accounts.resetPassword(body, requestMeta(request));
      // Every session of the person is gone, the browser's own included.
      request.viewer = null;
      setSessionCookie(reply, session);
      return { user };
    },
  });

  defineRoute(app, {
    route: 'POST /api2/account/verify',
    access: 'public',
    summary: 'Confirms an email address from the link in the verification mail.',
    tags,
    body: ZVerifyEmail,
    handler: async ({ body }) => {
      const outcome = await accounts.verifyEmail(body.token);
      if (outcome === 'invalid') throw new AppError('verify.invalid');
      return { verified: true, alreadyVerified: outcome === 'already' };
    },
  });

  defineRoute(app, {
    route: 'POST /api2/account/verify/resend',
    access: 'signed-in',
    summary: 'Mails a new verification link (sent is false when the address is already verified).',
    tags,
    body: noInput,
    handler: async ({ request }) => ({
      sent: await accounts.resendVerification(viewerOf(request).userId, requestMeta(request)),
    }),
  });

  defineRoute(app, {
    route: 'POST /api/user/visited/p.json',
    access: 'signed-in',
    summary: 'SPEC §4: a first-time login marks the visit.',
    tags,
    body: noInput,
    handler: async ({ request }) => {
      await accounts.markVisited(viewerOf(request).userId);
      return { firstTimeLogin: false };
    },
  });

  defineRoute(app, {
    route: 'GET /api2/account/current',
    access: 'public',
    summary: 'The current-user payload of SPEC §3, or null for a guest.',
    tags,
    query: noInput,
    handler: async ({ request }) => ({
      user: request.viewer ? await accounts.currentUser(request.viewer.userId) : null,
    }),
  });

  for (const [route, create] of [
    ['POST /api2/account/profile', false],
    ['POST /api2/account/profile/create', true],
  ] as const) {
    defineRoute(app, {
      route,
      access: 'signed-in',
      summary: create ? 'Creates the profile after sign-up.' : 'Edits the profile.',
      tags,
      body: ZUpdateProfile,
      handler: async ({ body, request }) => ({
        profile: await accounts.updateProfile(viewerOf(request).userId, body, { create }),
      }),
    });
  }

  defineRoute(app, {
    route: 'GET /api2/account/settings',
    access: 'signed-in',
    summary: 'The account settings, with the sessions (the current one marked).',
    tags,
    query: noInput,
    handler: ({ request }) => {
      const viewer = viewerOf(request);
      return accounts.accountSettings(viewer.userId, viewer.sessionId);
    },
  });

  defineRoute(app, {
    route: 'POST /api2/account/settings',
    access: 'signed-in',
    summary: 'Turns two-factor sign-in on or off and sets the interface language.',
    tags,
    body: ZAccountSettings,
    handler: async ({ body, request }) => {
      const viewer = viewerOf(request);
      await accounts.updateAccountSettings(viewer.userId, body, { ip: request.ip });
      return accounts.accountSettings(viewer.userId, viewer.sessionId);
    },
  });

  defineRoute(app, {
    route: 'POST /api2/account/password/change',
    access: 'signed-in',
    summary: 'Changes the password and ends every other session.',
    tags,
    body: ZChangePassword,
    handler: async ({ body, request }) => {
      const viewer = viewerOf(request);
      await accounts.changePassword(viewer.userId, viewer.sessionId, body, requestMeta(request));
      return { changed: true };
    },
  });

  defineRoute(app, {
    route: 'GET /api2/account/notifications',
    access: 'signed-in',
    summary: 'Which mail the person receives.',
    tags,
    query: noInput,
    handler: ({ request }) => accounts.notificationSettings(viewerOf(request).userId),
  });

  defineRoute(app, {
    route: 'POST /api2/account/notifications',
    access: 'signed-in',
    summary: 'Changes which mail the person receives; fields left out keep their value.',
    tags,
    body: ZNotificationSettings,
    handler: ({ body, request }) => accounts.updateNotificationSettings(viewerOf(request).userId, body),
  });

  defineRoute(app, {
    route: 'POST /api2/account/unsubscribe',
    access: 'public',
    summary: 'One-click unsubscribe from the link in a notification mail (one list, or all).',
    tags,
    body: ZUnsubscribe,
    handler: async ({ body }) => {
      await accounts.unsubscribe(body);
      return { unsubscribed: true };
    },
  });

  defineRoute(app, {
    route: 'POST /api2/account/sessions/revoke',
    access: 'signed-in',
    summary: "Ends one of the person's own sessions.",
    tags,
    body: ZRevokeSession,
    handler: async ({ body, request, reply }) => {
      const viewer = viewerOf(request);
      await accounts.revokeSession(viewer.userId, body.sessionId, { ip: request.ip });
      if (body.sessionId === viewer.sessionId) clearCookie(reply, COOKIE_NAMES.session);
      return { revoked: true };
    },
  });

  defineRoute(app, {
    route: 'POST /api2/account/timezone',
    access: 'signed-in',
    summary:
      "Sets the person's time zone (an IANA name such as Asia/Taipei, or null for UTC): the weekly newsletter comes on Friday at 5pm on that clock.",
    tags,
    body: ZSetTimeZone,
    handler: ({ body, request }) => accounts.setTimeZone(viewerOf(request).userId, body.timeZone),
  });

  defineRoute(app, {
    route: 'POST /api2/account/language',
    access: 'public',
    summary: 'Sets the interface language (cookie; and the profile when signed in).',
    tags,
    body: ZSetUiLanguage,
    handler: async ({ body, request, reply }) => {
      // SPEC §9: the language cookie lives 31536e6 ms; the browser reads it, so it is not HttpOnly.
      reply.setCookie(COOKIE_NAMES.userLang, body.lang, {
        sameSite: 'lax',
        path: '/',
        secure,
        maxAge: TIMINGS.languageCookieMs / 1000,
      });
      if (request.viewer) await accounts.setUiLanguage(request.viewer.userId, body.lang);
      return { lang: body.lang };
    },
  });
}
