import type { ErrorCode } from '@masthead/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { failure } from './envelope.ts';
import { requestLanguage } from './request-context.ts';

/** PostgreSQL SQLSTATEs that a user's input can cause, and the answers they get (DESIGN §7). */
const DATABASE_ERRORS: Record<string, ErrorCode> = {
  '23505': 'validation.failed', // unique violation
  '23503': 'not_found', // foreign key: the referenced thing is gone
  '23514': 'validation.failed', // check violation
  '23502': 'validation.failed', // not null
  '22001': 'validation.failed', // value too long
  '22003': 'validation.failed', // numeric out of range
  '22P02': 'validation.failed', // invalid text representation
  '22007': 'validation.failed', // invalid datetime
  '22008': 'validation.failed', // datetime out of range
  '22021': 'validation.failed', // invalid byte sequence (NUL)
  '40001': 'service.unavailable', // serialization failure after retries
  '40P01': 'service.unavailable', // deadlock after retries
  '53300': 'service.unavailable', // too many connections
  '57P01': 'service.unavailable', // admin shutdown
  '57P03': 'service.unavailable', // cannot connect now
  '57014': 'service.unavailable', // statement timeout
};

const FASTIFY_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.too.large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported.type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.malformed',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.malformed',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.malformed',
  FST_ERR_CTP_INVALID_TYPE: 'request.malformed',
  FST_ERR_VALIDATION: 'validation.failed',
  FST_ERR_NOT_FOUND: 'not_found',
};

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '08000',
  '08003',
  '08006',
]);

/**
 * node-postgres's own words when it has no connection to give: the pool's wait ran out, or the server
 * went away under a client (a restart in the middle of a transaction, its ROLLBACK included).
 */
const LOST_CONNECTION =
  /timeout exceeded when trying to connect|Connection terminated|not queryable|Client was closed|connection error/i;

/** Finds the SQLSTATE of a database error, also when a query builder wrapped it. */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    if (typeof code === 'string' && CONNECTION_ERRORS.has(code)) return '08006';
    const message = (current as { message?: unknown }).message;
    if (code === undefined && typeof message === 'string' && LOST_CONNECTION.test(message)) return '08006';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function classifyError(error: unknown): { code: ErrorCode; expected: boolean } {
  if (error instanceof AppError) return { code: error.code, expected: true };
  const fastifyCode = (error as FastifyError)?.code;
  if (fastifyCode && FASTIFY_ERRORS[fastifyCode])
    return { code: FASTIFY_ERRORS[fastifyCode], expected: true };
  if (error instanceof SyntaxError || (error as FastifyError)?.statusCode === 400) {
    return { code: 'request.malformed', expected: true };
  }
  const state = sqlState(error);
  if (state && DATABASE_ERRORS[state]) return { code: DATABASE_ERRORS[state], expected: true };
  if (state?.startsWith('08')) return { code: 'service.unavailable', expected: false };
  const status = (error as FastifyError)?.statusCode;
  if (status === 413) return { code: 'request.too.large', expected: true };
  if (status === 415) return { code: 'request.unsupported.type', expected: true };
  if (status === 404) return { code: 'not_found', expected: true };
  if (status && status >= 400 && status < 500) return { code: 'request.malformed', expected: true };
  return { code: 'unexpected_error', expected: false };
}

/** One error handler: every failure leaves in the envelope, never with a PostgreSQL message or a stack. */
export function installErrorHandler(app: FastifyInstance, statusOf: (code: ErrorCode) => number) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { code, expected } = classifyError(error);
    if (!expected) request.log.error({ err: error }, 'unexpected error');
    else if (error instanceof AppError && error.cause !== undefined)
      request.log.error({ err: error.cause, code }, 'refused after an unexpected error');
    const lang = requestLanguage(request);
    const appError = error instanceof AppError ? error : null;
    // A route that failed after choosing its own answer (a stored image's type, length and year of
    // caching, then a read error) answers the JSON envelope, with none of them.
    reply.removeHeader('Content-Length').removeHeader('Cache-Control').removeHeader('ETag');
    reply.type('application/json; charset=utf-8');
    if (appError?.headers) reply.headers(appError.headers);
    if (code === 'service.unavailable') reply.header('Retry-After', '5');
    return reply.status(statusOf(code)).send(
      failure(code, lang, {
        ...(appError?.fields ? { fields: appError.fields } : {}),
        ...(appError?.data ? { data: appError.data } : {}),
      }),
    );
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(failure('not_found', requestLanguage(request))),
  );
}
