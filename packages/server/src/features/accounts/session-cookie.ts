import { COOKIE_NAMES } from '@masthead/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endSession, REMEMBER_MS } from './sessions.ts';
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
