import type { Input } from '../http/endpoints.ts';
import type { ShortenAnswer, ZShortenUrl, ZShortLinkQuery } from './short-links.ts';

/** Share links and the short-link redirect. */
export interface SharingEndpoints {
  'POST /api2/url/shorten': { body: Input<typeof ZShortenUrl>; answer: ShortenAnswer };
  /** A 302 to the page the code stands for. */
  // biome-ignore lint/suspicious/noConfusingVoidType: no envelope data; http/endpoints.ts names such answers void
  'GET /s/:code': { query: Input<typeof ZShortLinkQuery>; answer: void };
}
