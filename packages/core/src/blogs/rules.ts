/** Pure rules and constants of the blogs feature (no zod here, so pages do not bundle it). */
import { BLOG_IMPORT_REMINDER_MAX } from '../limits.ts';

/** SPEC §4 blog submission states. `canceled` is the submitter's own withdrawal of a pending one. */
export const BLOG_STATUSES = ['pending', 'approved', 'not_approved', 'canceled'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** Submissions that hold their blog's address: a second one for the same blog is refused. */
export const LIVE_BLOG_STATUSES = ['pending', 'approved'] as const satisfies readonly BlogStatus[];

/** SPEC §6: the access right an admin needs for the blog review queue (masterAdmin has every right). */
export const BLOGS_ACCESS_RIGHT = 'blogs';

/** Publisher recommendations: new ones wait in the queue until dismissed or reviewed as a submission. */
export const RECOMMENDATION_STATUSES = ['new', 'dismissed', 'submitted'] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];

export const BLOG_LIMITS = {
  /** An address as typed or found (site, feed, item link). */
  urlMax: 2000,
  /** A reviewer's reasons for not approving. */
  reasonsMax: 1000,
  /** A recommendation's note. */
  noteMax: 500,
  /** Topics a submission files its stories under. */
  topicsMax: 5,
  /** Largest page or feed read, in bytes. */
  fetchMaxBytes: 2 * 1024 * 1024,
  /** Items imported from one fetch of a feed (the newest first, as feeds list them). */
  itemsPerFetch: 50,
  /** Titles the review queue shows from a submitted feed. */
  previewTitles: 3,
  /** Feeds one run of the import job claims. */
  feedsPerRun: 20,
  /** Queue and list page size. */
  pageSize: 20,
  /** Imported item title and summary lengths (SPEC §5: titles shorter than 255). */
  itemTitleMax: 254,
  itemDescriptionMax: 300,
  /** A failing feed waits at most this long before its next try. */
  maxBackoffMinutes: 24 * 60,
} as const;

/** Common places a blog keeps its feed, tried in this order when a page names none. */
export const FEED_FALLBACK_PATHS = ['/feed', '/rss.xml', '/atom.xml', '/index.xml', '/feed.xml'] as const;

/** SPEC §4: the message that tells a submission's state. */
export type BlogStateMessage = 'submitted' | 'resubmitted' | 'approved' | 'not_approved' | 'canceled';

export function blogStateMessage(status: BlogStatus, resubmitCount: number): BlogStateMessage {
  if (status === 'pending') return resubmitCount > 0 ? 'resubmitted' : 'submitted';
  return status;
}

/** SPEC §4: an approved submission cannot be cancelled; only a pending one can be. */
export const canCancelBlog = (status: BlogStatus) => status === 'pending';

/**
 * A blog address as the submitter typed it, made absolute: a bare host is taken as https, only http(s),
 * no credentials, no fragment. Null when it cannot be an address of a public blog.
 */
export function normalizeBlogUrl(input: string): string | null {
  const trimmed = input.trim();
  const unsafe = [...trimmed].some((c) => /\s/.test(c) || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (trimmed === '' || trimmed.length > BLOG_LIMITS.urlMax || unsafe) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !url.hostname) return null;
  url.hash = '';
  return url.toString();
}

/**
 * The key that tells two addresses of one blog apart from two blogs: scheme, `www.`, default ports,
 * trailing slashes and letter case of the host do not matter; path and query do.
 */
export function blogSiteKey(address: string): string {
  const url = new URL(address);
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const port = url.port && url.port !== '80' && url.port !== '443' ? `:${url.port}` : '';
  const path = url.pathname.replace(/\/+$/, '');
  return `${host}${port}${path}${url.search}`;
}

/**
 * A username for a blog's publisher profile, from its host: `www.` and the top-level part dropped,
 * the rest joined with hyphens (`blog.example.com` → `blog-example`), 3 to 24 characters. The caller
 * adds a number when it is taken.
 */
export function blogUsernameBase(address: string): string {
  let host = '';
  try {
    host = new URL(address).hostname.toLowerCase();
  } catch {
    host = '';
  }
  const labels = host
    .replace(/^www\./, '')
    .split('.')
    .filter(Boolean);
  if (labels.length > 1 && !/^\d+$/.test(labels.at(-1) ?? '')) labels.pop();
  const base = labels
    .join('-')
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24)
    .replace(/-+$/, '');
  if (base.length >= 3) return base;
  return base ? `${base}-blog` : 'blog';
}

/** The n-th candidate username (n from 1): the base, then base-2, base-3… */
export const blogUsernameCandidate = (base: string, n: number) => (n <= 1 ? base : `${base}-${n}`);

/** A failing feed waits the interval doubled for each failure in a row, up to a day. */
export function feedRetryDelayMinutes(intervalMinutes: number, failureCount: number): number {
  const interval = Math.max(1, intervalMinutes);
  if (failureCount <= 0) return interval;
  const doubled = interval * 2 ** Math.min(failureCount, 16);
  return Math.min(Math.max(interval, BLOG_LIMITS.maxBackoffMinutes), doubled);
}

/**
 * SPEC §4 and §9 blog-import reminder: shown while its count is below 2; each showing adds one.
 * Counts are kept per person ({ "42": 1 }); a broken or foreign value counts as never shown.
 */
export const shouldShowBlogImportReminder = (count: number) =>
  Number.isFinite(count) && count < BLOG_IMPORT_REMINDER_MAX;

export function blogImportReminderCount(stored: string | null, userId: number): number {
  if (!stored) return 0;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return 0;
    const value = (parsed as Record<string, unknown>)[String(userId)];
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
  } catch {
    return 0;
  }
}

/** The stored map after one more showing for this person (other people's counts are kept). */
export function withBlogImportReminderShown(stored: string | null, userId: number): string {
  let map: Record<string, unknown> = {};
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      map = parsed as Record<string, unknown>;
  } catch {
    map = {};
  }
  const next = Math.min(BLOG_IMPORT_REMINDER_MAX, blogImportReminderCount(stored, userId) + 1);
  return JSON.stringify({ ...map, [String(userId)]: next });
}
