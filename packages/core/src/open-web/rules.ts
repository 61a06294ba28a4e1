import {
  encodeTopicTitle,
  type LocationRouteInput,
  locationPath,
  type TopicRouteInput,
  topicPath,
} from '../content/routes.ts';
import { imagePath, isGifPath } from '../images/rules.ts';

/**
 * The open web (issue 18): RSS 2.0 feeds of the site, each topic, each profile and each place, the
 * sitemaps search engines read, and robots.txt. Addresses are built here so that the server's routes,
 * the sitemaps and the pages' `<link rel="alternate">` tags agree.
 */

/** Stories in one feed: about a week of a busy topic, as Ghost and Medium serve (their default is 15–25). */
export const FEED_ITEM_COUNT = 20;

/** The sitemap protocol's limit of addresses in one sitemap file (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

/** What each sitemap part lists. */
export const SITEMAP_KINDS = ['stories', 'topics', 'people', 'places'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export const SITE_FEED_PATH = '/rss.xml';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/** The suffix a page's address takes to name its feed. */
const FEED_FILE = 'rss.xml';

/** /blogs/{encoded title}/rss.xml, or null for a topic without a title (no address to hang it on). */
export function topicFeedPath(topic: TopicRouteInput): string | null {
  if (!topic.title || !encodeTopicTitle(topic.title)) return null;
  return `${topicPath(topic)}/${FEED_FILE}`;
}

/** /@{username}/rss.xml; on a business's own site its feed is /rss.xml. */
export const profileFeedPath = (username: string, options: { businessSite?: boolean } = {}) =>
  options.businessSite ? SITE_FEED_PATH : `/@${username}/${FEED_FILE}`;

/** /{country}/{state}/{city}/rss.xml (a place without a state or city keeps '-' there). */
export function locationFeedPath(location: LocationRouteInput): string | null {
  const path = locationPath(location);
  return path.startsWith('/home.html') ? null : `${path}/${FEED_FILE}`;
}

/** /sitemaps/{kind}-{page}.xml, pages counted from 1. */
export const sitemapPartPath = (kind: SitemapKind, page: number) => `/sitemaps/${kind}-${page}.xml`;

/** Reads a sitemap part's file name ('stories-2.xml'); null when it names none. */
export function parseSitemapPart(file: string): { kind: SitemapKind; page: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(file);
  const kind = SITEMAP_KINDS.find((candidate) => candidate === match?.[1]);
  return kind && match?.[2] ? { kind, page: Number(match[2]) } : null;
}

/**
 * What robots.txt keeps search engines out of: settings, drafts and their preview links, the writer's
 * desk, payments, dashboards, admin, notifications, search results, the API and development pages.
 * Public pages (stories, topics, profiles, places, feeds) stay open.
 */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/api2/',
  '/admin/',
  '/dashboard/',
  '/settings/',
  '/dev/',
  '/draft_preview.html',
  '/write.html',
  '/my_posts.html',
  '/my_payments.html',
  '/submit_blog.html',
  '/notifications.html',
  '/activity.html',
  '/connections.html',
  '/things_i_love.html',
  '/search.html',
  '/quiz_result.html',
  '/random_topic.html',
  '/loginpage.html',
  '/forgot_password.html',
  '/reset_password.html',
  '/verify_email.html',
  '/create_profile.html',
  '/create_business.html',
  '/invitation.html',
  '/unsubscribe.html',
  '/s/',
] as const;

/** The robots.txt text: every crawler, the disallowed paths, and where the sitemap index is. */
export function robotsText(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}

/**
 * The largest stored size of a picture as an absolute address that feed readers, share cards and
 * search engines can fetch: stored images under the origin, outside https pictures as they are,
 * anything else (relative oddities, other schemes) none.
 */
export function publicImageUrl(origin: string, path: string | null | undefined): string | null {
  if (!path) return null;
  const base = path.split(/[?#]/)[0] ?? path;
  if (/^https:\/\//i.test(base)) return base;
  if (!base.startsWith('/images/')) return null;
  return `${origin}${isGifPath(base) ? base : imagePath(base, 'xl')}`;
}
