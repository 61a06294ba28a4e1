import { createHash } from 'node:crypto';
import { BLOG_LIMITS, truncate } from '@masthead/core';
import { plainTextFromHtml } from '../../rich-text/sanitize.ts';
import type { ParsedFeed } from './feed-parse.ts';

/** A feed item ready to store as external content (ctype 5): plain text only, a checked http(s) link. */
export type ImportItem = {
  /** The item's identity in its feed: its guid, else its link (hashed when longer than the column allows). */
  guid: string;
  linkUrl: string;
  title: string;
  description: string;
  publishedAt: Date;
};

const GUID_MAX = 500;
/** Older dates are taken as broken. */
const EARLIEST = Date.UTC(1990, 0, 1);

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Markup in a title or summary becomes plain text (script and style dropped with their content). */
export const feedText = (raw: string) => oneLine(plainTextFromHtml(raw));

function guidOf(raw: string): string {
  const guid = raw.trim().replaceAll('\u0000', '');
  return guid.length <= GUID_MAX ? guid : `sha256:${createHash('sha256').update(guid).digest('hex')}`;
}

/**
 * The first `max` items of a feed that can be shown: an item needs a safe link (javascript:, data: and
 * relative-to-nowhere links are dropped). Dates in the future are clamped to now; a missing date is now.
 * Repeats of one guid in the same fetch are kept once.
 */
export function toImportItems(
  feed: ParsedFeed,
  now: Date,
  max: number = BLOG_LIMITS.itemsPerFetch,
): ImportItem[] {
  const items: ImportItem[] = [];
  const seen = new Set<string>();
  for (const item of feed.items) {
    if (items.length >= max) break;
    if (!item.link) continue;
    const guid = guidOf(item.guid ?? item.link);
    if (!guid || seen.has(guid)) continue;
    seen.add(guid);
    const description = truncate(feedText(item.summary), BLOG_LIMITS.itemDescriptionMax);
    const title =
      truncate(feedText(item.title), BLOG_LIMITS.itemTitleMax) ||
      truncate(description, BLOG_LIMITS.itemTitleMax) ||
      truncate(item.link, BLOG_LIMITS.itemTitleMax);
    const time = item.published?.getTime() ?? Number.NaN;
    const published = time >= EARLIEST && time < now.getTime() ? new Date(time) : now;
    items.push({ guid, linkUrl: item.link, title, description, publishedAt: published });
  }
  return items;
}
