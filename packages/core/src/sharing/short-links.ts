import { z } from 'zod';

/**
 * SPEC §3 share link {longUrl, shortUrl} and POST /api2/url/shorten. A short link only ever leads to a
 * page of this site, so it can never be used as an open redirect: the long address is reduced to its
 * path (with query and fragment) before it is stored, and /s/{code} redirects to that path.
 */

/** Base62 codes: 8 characters give 62^8 ≈ 2·10^14 codes, too many to walk. */
export const SHORT_CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const SHORT_CODE_LENGTH = 8;
export const SHORT_CODE_PATTERN = /^[0-9A-Za-z]{7,16}$/;
/** The database column's bound. */
export const LONG_URL_MAX = 2048;
/** Where short links live. */
export const SHORT_LINK_PREFIX = '/s/';

export const shortLinkPath = (code: string) => `${SHORT_LINK_PREFIX}${code}`;

/** Turns random bytes into a code (each byte picks a letter; the bias of 256 % 62 is harmless here). */
export function codeFromBytes(bytes: Uint8Array): string {
  let code = '';
  for (const byte of bytes) code += SHORT_CODE_ALPHABET[byte % SHORT_CODE_ALPHABET.length];
  return code;
}

const hasControlCharacter = (value: string) =>
  [...value].some((c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0);
  });

/** Paths a short link must not lead to: itself (loops) and the API. */
const RESERVED_PREFIXES = [SHORT_LINK_PREFIX, '/api/', '/api2/'];

/**
 * The path on this site that a long address names, or null when it names another site or is not a
 * usable address. `siteHosts` are the host[:port] names of this site (the public address and the
 * request's own host), lowercase.
 */
export function siteLocalPath(longUrl: string, siteHosts: readonly string[]): string | null {
  const value = longUrl.trim();
  if (value.length === 0 || value.length > LONG_URL_MAX) return null;
  // A backslash is a slash to browsers ('/\evil.com' is '//evil.com'); control characters split headers.
  if (value.includes('\\') || hasControlCharacter(value)) return null;

  let parsed: URL;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    try {
      parsed = new URL(value, 'http://site.invalid');
    } catch {
      return null;
    }
    if (parsed.host !== 'site.invalid') return null;
  } else {
    try {
      parsed = new URL(value);
    } catch {
      return null;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    if (parsed.username || parsed.password) return null;
    if (!siteHosts.includes(parsed.host.toLowerCase())) return null;
  }

  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // 'https://site//evil.com' has the path '//evil.com', which a browser reads as another host.
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  if (RESERVED_PREFIXES.some((prefix) => path.startsWith(prefix))) return null;
  if (path.length > LONG_URL_MAX) return null;
  return path;
}

/** The host[:port] of an absolute address, lowercase, or null. */
export function hostOf(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    return new URL(address).host.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** POST /api2/url/shorten {longUrl}. Whether it is on this site is decided by siteLocalPath. */
export const ZShortenUrl = z.strictObject({
  longUrl: z
    .string({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(LONG_URL_MAX, 'validation.too.long'),
});
export type TShortenUrl = z.infer<typeof ZShortenUrl>;

/** GET /s/{code} */
export const ZShortLinkParams = z.strictObject({
  code: z.string().regex(SHORT_CODE_PATTERN, 'validation.invalid'),
});

/** Networks add their click ids to links they show; a short link must still work with them. */
const trackingValue = z.string().max(500).optional();

/** GET /s/{code}'s query: only the click ids and campaign tags networks add, all set aside. */
export const ZShortLinkQuery = z.strictObject({
  fbclid: trackingValue,
  gclid: trackingValue,
  igshid: trackingValue,
  ref: trackingValue,
  utm_source: trackingValue,
  utm_medium: trackingValue,
  utm_campaign: trackingValue,
  utm_term: trackingValue,
  utm_content: trackingValue,
});

export type ShortenResult = { shortUrl: string; longUrl: string; code: string };

/** POST /api2/url/shorten answer (the code itself stays on the server). */
export type ShortenAnswer = Pick<ShortenResult, 'shortUrl' | 'longUrl'>;
