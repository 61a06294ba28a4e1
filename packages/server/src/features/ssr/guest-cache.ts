import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PageChange } from '../../page-changes.ts';

/**
 * A guest's page as rendered once and sent to every guest asking for the same address in the same
 * language until it expires or a write changes it (docs/scaling.md "Guest pages from a cache"). The body
 * never changes after rendering: its inline scripts are allowed by their hashes, not by a nonce, so the
 * same bytes (and their compressed forms, made on first demand) go to every guest and to a CDN.
 */
export type CachedPage = {
  body: Buffer;
  /** The render's own headers (content type and the like), without cookies or caching headers. */
  headers: [string, string][];
  /** CSP sources of the page's inline scripts ('sha256-…'). */
  scriptHashes: string[];
  etag: string;
  /** 'lists', or 'content:{id}' for a story's page. */
  tags: string[];
  /** Compressed forms, made the first time a guest accepts them. */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
};

/** A page listing stories (home, topic, profile, place, search…): any content change may touch it. */
export const LISTS_TAG = 'lists';
export const contentTag = (contentId: number) => `content:${contentId}`;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The cached form of a rendered page. Only the inline scripts that carry this render's nonce are allowed
 * by hash: React wrote those; a script in a story or comment (which the sanitiser removes anyway) cannot
 * know a nonce made for this render alone and stays blocked. Scripts with a `src` load from 'self'.
 */
export function cachedPageOf(
  html: string,
  nonce: string,
  headers: [string, string][],
  tags: string[],
): CachedPage {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (!attributes.includes(`nonce="${nonce}"`) || /\bsrc=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  const body = Buffer.from(html);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, headers, scriptHashes: [...hashes], etag, tags, encoded: {} };
}

export type GuestPageCache = ReturnType<typeof createGuestPageCache>;

/**
 * Bounded by the bytes it holds (least recently used out first), each page fresh for `seconds`. Pages are
 * tagged; a change removes the pages it touches. A render that overlapped a change is not kept, since it
 * may have read the rows from before it.
 */
export function createGuestPageCache(options: { seconds: number; maxMiB: number }) {
  const byTag = new Map<string, Set<string>>();
  const untag = (key: string, page: CachedPage) => {
    for (const tag of page.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  };
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxMiB * 1024 * 1024,
    sizeCalculation: (page) => page.body.length * 2 + 512,
    ttl: options.seconds * 1000,
    dispose: (page, key) => untag(key, page),
  });
  /** Raised by every change: a render that started before it must not be kept. */
  let epoch = 0;
  /** Renders under way, so that many guests asking for one page at once cost one render. */
  const rendering = new Map<string, Promise<CachedPage | null>>();

  const remove = (tag: string) => {
    for (const key of [...(byTag.get(tag) ?? [])]) pages.delete(key);
  };

  return {
    get: (key: string) => pages.get(key),
    /**
     * The page from the cache, else from `render` (shared with the guests who ask meanwhile). `render`
     * answers null for what may not be kept (an error page, a page that sets a cookie).
     */
    async load(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
      const cached = pages.get(key);
      if (cached) return cached;
      const pending = rendering.get(key);
      if (pending) return pending;
      const startedAt = epoch;
      const promise = render()
        .then((page) => {
          if (page && startedAt === epoch) {
            pages.delete(key);
            pages.set(key, page);
            for (const tag of page.tags) {
              const keys = byTag.get(tag) ?? new Set<string>();
              byTag.set(tag, keys.add(key));
            }
          }
          return page;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, promise);
      return promise;
    },
    changed(change: PageChange) {
      epoch += 1;
      if (change.kind === 'content') {
        remove(contentTag(change.contentId));
        remove(LISTS_TAG);
      } else if (change.kind === 'comments') {
        remove(contentTag(change.contentId));
      } else {
        // A name, title or picture shows on cards everywhere: rare enough to start afresh.
        pages.clear();
      }
    },
    get size() {
      return pages.size;
    },
  };
}
