import {
  COOKIE_NAMES,
  type Flavour,
  flavourFromHost,
  isUiLanguage,
  parseAcceptLanguage,
  resolveUiLanguage,
  type UiLanguage,
} from '@masthead/core';
import type { FastifyRequest } from 'fastify';

/** The reader's interface language: the language cookie, the profile, then the browser. */
export function requestLanguage(request: FastifyRequest): UiLanguage {
  const cookie = request.cookies?.[COOKIE_NAMES.userLang];
  if (isUiLanguage(cookie)) return cookie;
  const profileLang = request.viewer?.uiLang;
  if (isUiLanguage(profileLang)) return profileLang;
  const tags = parseAcceptLanguage(request.headers['accept-language']);
  return resolveUiLanguage(tags[0]);
}

export const requestFlavour = (request: FastifyRequest): Flavour => flavourFromHost(request.headers.host);

export function requestCountry(request: FastifyRequest, header: string): string | null {
  const value = request.headers[header];
  const code = Array.isArray(value) ? value[0] : value;
  return code && /^[A-Za-z]{2}$/.test(code) ? code.toLowerCase() : null;
}

/** DESIGN §7: an IPv6 address counts by its /64, so one host cannot rotate through its own block. */
export function addressKey(ip: string): string {
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!plain.includes(':')) return plain;
  const [head = '', tail = ''] = plain.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const groups = [...headParts, ...Array(Math.max(0, missing)).fill('0'), ...tailParts];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}
