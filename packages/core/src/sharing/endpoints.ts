import type { Input, SentByHandler } from '../http/endpoints.ts';
import type { ShortenAnswer, ZShortenUrl, ZShortLinkQuery } from './short-links.ts';

/** Share links and the short-link redirect. */
export interface SharingEndpoints {
  'POST /api2/url/shorten': { body: Input<typeof ZShortenUrl>; answer: ShortenAnswer };
  /** A 302 to the page the code stands for. */
  'GET /s/:code': { query: Input<typeof ZShortLinkQuery>; answer: SentByHandler };
}
