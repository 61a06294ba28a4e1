import { COOKIE_NAMES } from '@masthead/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endSession, REMEMBER_MS, type SessionEndReason } from './sessions.ts';
import type { NewSession } from './signed-in.ts';

/** DESIGN §7: 365 days with remember-login, else a browser-session cookie (the server's idle limit applies). */
export function setSessionCookie(reply: FastifyReply, session: NewSession, secure: boolean) {
  reply.setCookie(COOKIE_NAMES.session, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    ...(session.remember ? { maxAge: REMEMBER_MS / 1000 } : {}),
  });
}

/** Sign-in replaces whatever session the browser had: a new id every time (TESTING §3). */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  session: NewSession,
  secure: boolean,
) {
  if (request.viewer && request.viewer.sessionId !== session.sessionId)
    await endSession(request.server.services.db, request.viewer.sessionId);
  setSessionCookie(reply, session, secure);
}

/** The login-failure flag lives a day: long enough for the next page, then it is gone by itself. */
const LOGIN_FAILED_SECONDS = 24 * 60 * 60;

/**
 * SPEC §4: the browser sent a session that ended for a reason the reader must act on. The dead cookie
 * is cleared and the login-failure flag set (readable by the page, which opens the login prompt once
 * and deletes it).
 */
export function flagEndedSession(reply: FastifyReply, reason: SessionEndReason, secure: boolean) {
  reply.clearCookie(COOKIE_NAMES.session, { httpOnly: true, sameSite: 'lax', path: '/', secure });
  reply.setCookie(COOKIE_NAMES.loginFailed, reason, {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: LOGIN_FAILED_SECONDS,
  });
}
