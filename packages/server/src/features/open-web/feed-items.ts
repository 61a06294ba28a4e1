import { type ContentSummary, isUiLanguage, LANGUAGE_TAGS, publicImageUrl } from '@masthead/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sanitizeRichText } from '../../rich-text/sanitize.ts';
import { contents } from '../content/tables.ts';
import { absoluteUrl } from './addresses.ts';
import type { FeedEntry } from './rss.ts';

/** A stored language as a BCP 47 tag ('tw' → 'zh-Hant'); English when unknown. */
export const languageTag = (lang: string) => (isUiLanguage(lang) ? LANGUAGE_TAGS[lang] : 'en');

/** The language every entry shares, or null when they differ (or there are none). */
export function sharedLanguage(entries: readonly { language: string }[]): string | null {
  const languages = new Set(entries.map((entry) => entry.language));
  return languages.size === 1 ? ([...languages][0] ?? null) : null;
}

/** Links and pictures in a body point at this site by path: a feed reader elsewhere needs the origin. */
const SITE_RELATIVE = /(\s(?:href|src)=")\/(?!\/)/g;

/**
 * The bodies of the free stories among `summaries` (premium ones are never read), sanitised again on
 * the way out whatever the store holds, with this site's links made absolute.
 */
async function freeBodies(db: DbOrTx, summaries: readonly ContentSummary[], origin: string) {
  const ids = summaries.filter((summary) => !summary.premium).map((summary) => summary.cgroupId);
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: contents.id, body: contents.body })
    .from(contents)
    .where(and(inArray(contents.id, ids), eq(contents.premium, false), isNull(contents.deletedAt)));
  return new Map(
    rows.map((row) => [
      row.id,
      // Stored bodies were checked against their limit when written: no limit on the way out.
      sanitizeRichText(row.body, { maxLength: Number.POSITIVE_INFINITY, embeds: true }).replace(
        SITE_RELATIVE,
        `$1${origin}/`,
      ),
    ]),
  );
}

/**
 * Cards (loadSummaries, which already shows a hidden secretAdmin's story as the magazine's) as feed
 * entries: the summary for every story, the body only for free ones.
 */
export async function feedEntries(
  db: DbOrTx,
  summaries: readonly ContentSummary[],
  origin: string,
): Promise<FeedEntry[]> {
  const bodies = await freeBodies(db, summaries, origin);
  return summaries.flatMap((summary) => {
    if (!summary.publishedAt) return [];
    return [
      {
        title: summary.title,
        link: absoluteUrl(origin, summary.url),
        guid: `urn:masthead:content:${summary.cgroupId}`,
        published: new Date(summary.publishedAt),
        author: summary.author.displayName || summary.author.username,
        categories: summary.topicTitles,
        summary: summary.description,
        image: publicImageUrl(origin, summary.photoPath),
        body: summary.premium ? null : (bodies.get(summary.cgroupId) ?? null),
        language: languageTag(summary.lang),
      },
    ];
  });
}
