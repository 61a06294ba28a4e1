import { XMLParser } from 'fast-xml-parser';
import { Parser as HtmlParser } from 'htmlparser2';

/**
 * Reading what a blog serves (TESTING §6: imported RSS is hostile input). Feeds (RSS 2.0, RSS 1.0/RDF,
 * Atom) are parsed without any DTD: a document that declares entities is refused before parsing (no
 * billion laughs, no external entities), and the parser's own expansion limits stay on as a second
 * line. Text comes out raw; the importer turns it into plain text and checks every address.
 */

export type FeedFormat = 'rss2' | 'rss1' | 'atom';

export type ParsedFeedItem = {
  guid: string | null;
  /** Absolute http(s) address, or null when the item had none that is safe. */
  link: string | null;
  /** As the feed gives it (may hold markup). */
  title: string;
  summary: string;
  published: Date | null;
};

export type ParsedFeed = {
  format: FeedFormat;
  title: string;
  description: string;
  /** The blog's own address, when the feed names a safe one. */
  siteUrl: string | null;
  items: ParsedFeedItem[];
};

/** An entity declaration anywhere (internal DTD subset): refused outright. */
const ENTITY_DECLARATION = /<!ENTITY/i;
/** A DOCTYPE carrying an internal subset (where entities are declared). */
const DOCTYPE_WITH_SUBSET = /<!DOCTYPE[^>[]*\[/i;
/** A plain DOCTYPE (RSS 0.91 names Netscape's DTD): dropped, never fetched. */
const PLAIN_DOCTYPE = /<!DOCTYPE[^>[]*>/gi;

/** The limits bind declared (DOCTYPE) entities, which are refused before parsing anyway. */
const ENTITY_LIMITS = {
  enabled: true,
  appliesTo: 'external',
  maxEntityCount: 1,
  maxEntitySize: 100,
  maxExpansionDepth: 1,
  maxTotalExpansions: 100,
  maxExpandedLength: 1000,
};

/** Control characters (and DEL) never belong in an address. */
export const hasControlCharacter = (text: string) =>
  [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Feeds often carry HTML's named and numeric entities (&nbsp; &#169;); these are plain lookups.
  htmlEntities: true,
  processEntities: ENTITY_LIMITS,
  maxNestedTags: 64,
  isArray: (name, _path, _leaf, isAttribute) =>
    !isAttribute && (name === 'item' || name === 'entry' || name === 'link'),
});

type Node = unknown;

const isRecord = (value: Node): value is Record<string, Node> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The text of an element, whether it came out as a string, a number or an object with attributes. */
function textOf(node: Node): string {
  if (Array.isArray(node)) return textOf(node[0]);
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (isRecord(node)) return textOf(node['#text']);
  return '';
}

const attr = (node: Node, name: string): string => (isRecord(node) ? textOf(node[`@_${name}`]) : '');

const listOf = (node: Node): Node[] => (Array.isArray(node) ? node : node === undefined ? [] : [node]);

/** An absolute http(s) address from a feed, resolved against its base; anything else (javascript:, data:) is null. */
export function safeHttpUrl(raw: string, base: string | null): string | null {
  const trimmed = raw.trim();
  if (!trimmed || trimmed.length > 2000 || hasControlCharacter(trimmed)) return null;
  let url: URL;
  try {
    url = base ? new URL(trimmed, base) : new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const text = url.toString();
  return text.length <= 2000 ? text : null;
}

function parseDate(raw: string): Date | null {
  if (!raw) return null;
  const time = Date.parse(raw.trim());
  return Number.isFinite(time) ? new Date(time) : null;
}

/** Atom: the alternate link (rel missing or 'alternate'), else the first. */
function atomLink(links: Node): string {
  const all = listOf(links);
  const alternate = all.find((link) => {
    const rel = attr(link, 'rel');
    return rel === '' || rel === 'alternate';
  });
  return attr(alternate ?? all[0], 'href') || textOf(alternate ?? all[0]);
}

/** RSS: the first plain <link> text (an <atom:link> sits under another key). */
const rssLink = (links: Node): string =>
  listOf(links)
    .map(textOf)
    .find((text) => text.trim() !== '') ?? '';

function rssItems(items: Node[], base: string | null): ParsedFeedItem[] {
  return items.filter(isRecord).map((item) => {
    const guid = textOf(item.guid) || attr(item, 'rdf:about');
    const link = rssLink(item.link);
    return {
      guid: guid.trim() || null,
      link:
        safeHttpUrl(link, base) ??
        (attr(item.guid, 'isPermaLink') !== 'false' ? safeHttpUrl(guid, base) : null),
      title: textOf(item.title),
      summary: textOf(item.description) || textOf(item['content:encoded']),
      published: parseDate(textOf(item.pubDate) || textOf(item['dc:date'])),
    };
  });
}

function atomItems(entries: Node[], base: string | null): ParsedFeedItem[] {
  return entries.filter(isRecord).map((entry) => ({
    guid: textOf(entry.id).trim() || null,
    link: safeHttpUrl(atomLink(entry.link), base),
    title: textOf(entry.title),
    summary: textOf(entry.summary) || textOf(entry.content),
    published: parseDate(textOf(entry.published) || textOf(entry.updated)),
  }));
}

/**
 * A feed from its text, or null when the text is not a feed we read (an HTML page, broken XML, a
 * document declaring entities). `baseUrl` is where it was fetched, for relative links.
 */
export function parseFeed(text: string, baseUrl: string | null): ParsedFeed | null {
  const raw = text.replace(/^\uFEFF/, '');
  if (ENTITY_DECLARATION.test(raw) || DOCTYPE_WITH_SUBSET.test(raw)) return null;
  const source = raw.replace(PLAIN_DOCTYPE, '');
  // Only something that looks like XML is handed to the parser (it is lenient with HTML).
  const start = source.slice(0, 2048).trimStart();
  if (!start.startsWith('<')) return null;
  let root: Record<string, Node>;
  try {
    const parsed: unknown = parser.parse(source);
    if (!isRecord(parsed)) return null;
    root = parsed;
  } catch {
    return null;
  }

  if (isRecord(root.rss)) {
    const channel = root.rss.channel;
    if (!isRecord(channel)) return null;
    const siteUrl = safeHttpUrl(rssLink(channel.link), baseUrl);
    return {
      format: 'rss2',
      title: textOf(channel.title),
      description: textOf(channel.description),
      siteUrl,
      items: rssItems(listOf(channel.item), baseUrl),
    };
  }

  const rdf = root['rdf:RDF'];
  if (isRecord(rdf)) {
    const channel = isRecord(rdf.channel) ? rdf.channel : {};
    const siteUrl = safeHttpUrl(rssLink(channel.link), baseUrl);
    const items = listOf(rdf.item);
    return {
      format: 'rss1',
      title: textOf(channel.title),
      description: textOf(channel.description),
      siteUrl,
      items: rssItems(items, baseUrl),
    };
  }

  const feed = root.feed;
  if (isRecord(feed)) {
    const base = safeHttpUrl(attr(feed, 'xml:base'), baseUrl) ?? baseUrl;
    return {
      format: 'atom',
      title: textOf(feed.title),
      description: textOf(feed.subtitle),
      siteUrl: safeHttpUrl(atomLink(feed.link), base),
      items: atomItems(listOf(feed.entry), base),
    };
  }
  return null;
}

const FEED_TYPES = new Set(['application/rss+xml', 'application/atom+xml', 'application/rdf+xml']);

/**
 * SPEC §2 submit blog: the feeds an HTML page announces (<link rel="alternate" type="application/rss+xml">),
 * made absolute against the page (or its <base href>), at most five, in page order.
 */
export function findFeedLinks(html: string, pageUrl: string): string[] {
  const found: string[] = [];
  let base = pageUrl;
  let done = false;
  const parser = new HtmlParser(
    {
      onopentag(name, attributes) {
        if (done) return;
        if (name === 'base' && attributes.href) {
          base = safeHttpUrl(attributes.href, pageUrl) ?? base;
          return;
        }
        if (name !== 'link') return;
        const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
        const type = (attributes.type ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
        if (!rel.includes('alternate') || !FEED_TYPES.has(type) || !attributes.href) return;
        const url = safeHttpUrl(attributes.href, base);
        if (url && !found.includes(url)) found.push(url);
        if (found.length >= 5) done = true;
      },
      onclosetag(name) {
        if (name === 'head') done = true;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

/** The charset a response names (header, XML declaration or HTML meta), else UTF-8. */
export function decodeBody(body: Uint8Array, contentType: string | null): string {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  const head = new TextDecoder('latin1').decode(body.subarray(0, 1024));
  const fromXml = /<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1];
  const fromMeta = /<meta[^>]*charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  for (const label of [fromHeader, fromXml, fromMeta, 'utf-8']) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      // An unknown label: try the next one.
    }
  }
  return new TextDecoder('utf-8').decode(body);
}
