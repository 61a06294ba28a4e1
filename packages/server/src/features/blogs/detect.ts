import { BLOG_LIMITS, FEED_FALLBACK_PATHS } from '@masthead/core';
import {
  SafeFetchError,
  type SafeFetchOptions,
  type SafeFetchResult,
  safeFetch,
} from '../../http/safe-fetch.ts';
import { decodeBody, findFeedLinks, type ParsedFeed, parseFeed } from './feed-parse.ts';

/**
 * SPEC §2 submit blog: from the address a reader gives to the blog's feed. Every fetch goes through
 * safeFetch (DESIGN §7: public http(s) only, checked at connect time and on every redirect).
 */

export type Fetcher = (url: string, options: SafeFetchOptions) => Promise<SafeFetchResult>;

export type FetchSettings = {
  allowLoopback: boolean;
  /** Deadline of one fetch. */
  timeoutMs: number;
  fetcher?: Fetcher;
};

/** Why a blog could not be read: blocked (not a public address), unreachable, or no feed found. */
export type BlogFetchProblem = 'blocked' | 'unreachable' | 'too_large' | 'no_rss';

export class BlogFetchError extends Error {
  readonly problem: BlogFetchProblem;
  constructor(problem: BlogFetchProblem, message: string = problem) {
    super(message);
    this.name = 'BlogFetchError';
    this.problem = problem;
  }
}

export type DetectedFeed = { feedUrl: string; siteUrl: string; feed: ParsedFeed };

/** Detection as a whole (page, announced feeds, common paths) ends within this time. */
const DETECTION_BUDGET_MS = 25_000;

export const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, application/xml;q=0.9, text/xml;q=0.9, text/html;q=0.8, */*;q=0.5';

const USER_AGENT = 'Masthead feed reader (+https://masthead.localhost/submit_blog.html)';

export function problemOf(error: unknown): BlogFetchProblem {
  if (error instanceof BlogFetchError) return error.problem;
  if (error instanceof SafeFetchError) {
    if (error.reason === 'blocked_address' || error.reason === 'invalid_url') return 'blocked';
    if (error.reason === 'too_large') return 'too_large';
  }
  return 'unreachable';
}

/** One bounded fetch of a page or feed; a 4xx/5xx answer is 'unreachable'. */
export async function fetchDocument(
  url: string,
  settings: FetchSettings,
  extra: { timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<SafeFetchResult> {
  const fetcher = settings.fetcher ?? safeFetch;
  const result = await fetcher(url, {
    maxBytes: BLOG_LIMITS.fetchMaxBytes,
    timeoutMs: Math.max(1, Math.min(settings.timeoutMs, extra.timeoutMs ?? settings.timeoutMs)),
    maxRedirects: 5,
    allowLoopback: settings.allowLoopback,
    headers: { Accept: FEED_ACCEPT, 'User-Agent': USER_AGENT, ...extra.headers },
  });
  if (result.status >= 400) throw new BlogFetchError('unreachable', `HTTP ${result.status}`);
  return result;
}

const hostOf = (address: string) => new URL(address).hostname.toLowerCase().replace(/^www\./, '');

/**
 * The blog's address: the feed's own site link, which counts only on the feed's host (a feed cannot
 * claim another blog's address); else the page the reader gave, or the feed's origin.
 */
function siteOfFeed(feed: ParsedFeed, feedUrl: string, pageUrl?: string): string {
  if (feed.siteUrl && hostOf(feed.siteUrl) === hostOf(feedUrl)) return feed.siteUrl;
  return pageUrl ?? new URL('/', feedUrl).toString();
}

/** The places a blog usually keeps its feed: beside the page first (a blog under a path), then the root. */
function fallbackAddresses(pageUrl: string): string[] {
  const page = new URL(pageUrl);
  const addresses: string[] = [];
  const directory = page.pathname.endsWith('/') ? page.pathname : `${page.pathname}/`;
  if (directory !== '/') addresses.push(new URL(`${directory}feed`, page.origin).toString());
  for (const path of FEED_FALLBACK_PATHS) addresses.push(new URL(path, page.origin).toString());
  return [...new Set(addresses)].filter((address) => address !== page.toString());
}

/**
 * Reads the address: a feed is taken as it is; an HTML page is searched for the feeds it announces
 * (<link rel="alternate">), then the common feed paths are tried. Throws BlogFetchError: 'blocked' or
 * 'unreachable' when the address itself cannot be read, 'no_rss' when nothing there is a feed.
 */
export async function detectFeed(address: string, settings: FetchSettings): Promise<DetectedFeed> {
  const deadline = Date.now() + DETECTION_BUDGET_MS;
  const remaining = () => deadline - Date.now();

  let page: SafeFetchResult;
  try {
    page = await fetchDocument(address, settings, { timeoutMs: remaining() });
  } catch (error) {
    throw new BlogFetchError(problemOf(error), (error as Error).message);
  }
  const pageText = decodeBody(page.body, page.headers.get('content-type'));
  const direct = parseFeed(pageText, page.url);
  if (direct) return { feedUrl: page.url, siteUrl: siteOfFeed(direct, page.url), feed: direct };

  /** A candidate that fails in any way is passed over. */
  const tryFeed = async (candidate: string): Promise<DetectedFeed | null> => {
    if (remaining() <= 0) return null;
    try {
      const result = await fetchDocument(candidate, settings, { timeoutMs: remaining() });
      const feed = parseFeed(decodeBody(result.body, result.headers.get('content-type')), result.url);
      return feed ? { feedUrl: result.url, siteUrl: siteOfFeed(feed, result.url, page.url), feed } : null;
    } catch {
      return null;
    }
  };

  for (const candidate of findFeedLinks(pageText, page.url)) {
    const found = await tryFeed(candidate);
    if (found) return found;
  }
  for (const candidate of fallbackAddresses(page.url)) {
    const found = await tryFeed(candidate);
    if (found) return found;
  }
  throw new BlogFetchError('no_rss');
}
