import { xmlDocument } from './xml.ts';

/** One feed's channel: what it is the feed of, with absolute addresses. */
export type FeedChannel = {
  title: string;
  /** The page the feed is of. */
  link: string;
  description: string;
  /** The feed's own address (Atom's rel="self"). */
  self: string;
  /** A BCP 47 tag when every item is in that language; left out otherwise. */
  language: string | null;
  image?: string | null | undefined;
};

/** One story as a feed item. */
export type FeedEntry = {
  title: string;
  link: string;
  /** Stable whatever the story's title (and so its address) becomes. */
  guid: string;
  published: Date;
  author: string;
  categories: string[];
  summary: string;
  /** The cover, absolute. */
  image: string | null;
  /** The full sanitised body of a free story; null for premium stories (never their body). */
  body: string | null;
  /** BCP 47. */
  language: string;
};

/** RFC 822 dates, as RSS 2.0 asks ('Fri, 27 Nov 2026 01:48:56 GMT'). */
const rfc822 = (date: Date) => date.toUTCString();

/**
 * RSS 2.0 with the namespaces readers know: Atom's self link, content:encoded for the body, dc:creator
 * for the author (RSS's own <author> must be an email address, which we never publish), dc:language
 * per item, and media:content for the cover.
 */
export function rssDocument(channel: FeedChannel, entries: FeedEntry[]): string {
  const newest = entries.reduce<Date | null>(
    (latest, entry) => (latest && latest > entry.published ? latest : entry.published),
    null,
  );
  return xmlDocument({
    rss: {
      '@_version': '2.0',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      '@_xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
      '@_xmlns:dc': 'http://purl.org/dc/elements/1.1/',
      '@_xmlns:media': 'http://search.yahoo.com/mrss/',
      channel: {
        title: channel.title,
        link: channel.link,
        description: channel.description || channel.title,
        'atom:link': { '@_href': channel.self, '@_rel': 'self', '@_type': 'application/rss+xml' },
        language: channel.language ?? undefined,
        generator: 'Masthead',
        lastBuildDate: newest ? rfc822(newest) : undefined,
        image: channel.image ? { url: channel.image, title: channel.title, link: channel.link } : undefined,
        item: entries.map((entry) => ({
          title: entry.title,
          link: entry.link,
          guid: { '#text': entry.guid, '@_isPermaLink': 'false' },
          pubDate: rfc822(entry.published),
          'dc:creator': entry.author,
          'dc:language': entry.language,
          category: entry.categories,
          description: entry.summary,
          'content:encoded': entry.body ?? undefined,
          'media:content': entry.image ? { '@_url': entry.image, '@_medium': 'image' } : undefined,
        })),
      },
    },
  });
}
