import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** A NUL byte, raw or percent-encoded: PostgreSQL refuses it in text, and no address of ours has one. */
const NUL_IN_URL = /%00|\0/i;

/**
 * Refuses, before anything reads them, the requests no route can answer (issue 12): an address with a
 * NUL byte in its path or query is 400 on every page and call (not a 500 from the database), and a JSON
 * body that declares a charset other than UTF-8 is 415 (JSON is UTF-8, RFC 8259 §8.1).
 */
export function assertReadableRequest(request: FastifyRequest) {
  if (NUL_IN_URL.test(request.url)) throw new AppError('request.malformed');
  const type = request.headers['content-type'];
  if (type && /^\s*application\/([\w.+-]+\+)?json\b/i.test(type)) {
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1];
    if (charset && !/^utf-?8$/i.test(charset)) throw new AppError('request.unsupported.type');
  }
}
