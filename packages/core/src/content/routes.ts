import type { Flavour } from '../site/flavour.ts';
import { CTYPE } from './types.ts';

/**
 * SPEC §2 route builders, each with its parser (property-tested as a round trip in routes.test.ts).
 * The server builds every card's address with these; the web parses its route params with them.
 */

/** Slugs longer than this are cut at a word boundary (titles may run to 254 characters). */
const SLUG_MAX = 80;

/**
 * SPEC §5: punctuation becomes hyphens, '-' when nothing is left. Letters and digits of every script are
 * kept (a Chinese title keeps its characters), lowercased; runs of anything else become one hyphen.
 */
export function urlFriendly(title: string): string {
  let slug = title
    .normalize('NFKC')
    .toLowerCase()
    // Lowercasing can leave a compatibility form behind ('㎆' → 'MB' only under NFKC); normalise again.
    .normalize('NFKC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const points = [...slug];
  if (points.length > SLUG_MAX) slug = points.slice(0, SLUG_MAX).join('').replace(/-+$/, '');
  return slug || '-';
}

// ─── Topics ───────────────────────────────────────────────────────────────────────────────────────────

/** SPEC §5: these characters become tokens in a topic address. */
const TOPIC_TOKENS: Record<string, string> = { '&': '-AND-', '.': '-DOT-', ';': '-SEMI-', '/': '-SLASH-' };
const TOKEN_CHARACTERS = Object.fromEntries(Object.entries(TOPIC_TOKENS).map(([c, token]) => [token, c]));
/** Tokens are the only uppercase ASCII an encoded title holds (it is lowercased first), so they never clash. */
const TOKEN_PATTERN = /(-AND-|-DOT-|-SEMI-|-SLASH-)/;

/**
 * SPEC §5 topic title encoding: lowercase; '-' → '_', space → '-'; & . ; / → -AND- -DOT- -SEMI- -SLASH-.
 * The result still needs percent-encoding for a URL (topicPath does it).
 */
export function encodeTopicTitle(title: string): string {
  let encoded = '';
  for (const character of title.toLowerCase()) {
    if (character === '-') encoded += '_';
    else if (character === ' ') encoded += '-';
    else encoded += TOPIC_TOKENS[character] ?? character;
  }
  return encoded;
}

/**
 * The inverse for lowercase titles: tokens first (they hold the only uppercase letters), then '-' →
 * space and '_' → '-' in what lies between. SPEC's encoding writes '_' and '-' alike, so a decoded
 * '-' may have been '_' (topicTitleCandidates gives both readings).
 */
export function decodeTopicTitle(encoded: string): string {
  return encoded
    .split(TOKEN_PATTERN)
    .map((part, index) =>
      index % 2 === 1 ? (TOKEN_CHARACTERS[part] ?? part) : part.replaceAll('-', ' ').replaceAll('_', '-'),
    )
    .join('');
}

/** SPEC §5: the longest topic title (the admin console's rename refuses longer ones). */
export const TOPIC_TITLE_MAX = 100;

/** Characters no encoded title holds: the encoding turns them into tokens or hyphens (SPEC §5). */
const NOT_IN_ENCODED_TITLE = /[\s&.;/\p{Cc}]/u;

/**
 * Whether an address's topic part can be an encoded title at all (SPEC §8 'invalid topic url'): not
 * empty, none of the characters the encoding replaces, and a decoded title no longer than a title may be.
 * An address that passes may still name no topic: that is 'does not exist', not a bad address.
 */
export function isEncodedTopicTitle(encoded: string): boolean {
  if (!encoded || NOT_IN_ENCODED_TITLE.test(encoded)) return false;
  return [...decodeTopicTitle(encoded)].length <= TOPIC_TITLE_MAX;
}

/** The titles an encoded title may stand for: the decoded one, and with '_' kept as written. */
export function topicTitleCandidates(encoded: string): string[] {
  const decoded = decodeTopicTitle(encoded);
  if (!encoded.includes('_')) return [decoded];
  const literal = encoded
    .split(TOKEN_PATTERN)
    .map((part, index) => (index % 2 === 1 ? (TOKEN_CHARACTERS[part] ?? part) : part.replaceAll('-', ' ')))
    .join('');
  return [decoded, literal];
}

export type TopicRouteInput = { topicId: number; title?: string | null | undefined };
export type TopicRouteOptions = {
  /** The /@{username}/blogs/ form, for a topic within a publisher's page. */
  username?: string | undefined;
  /** On a business site the username prefix is dropped (SPEC §2). */
  businessSite?: boolean | undefined;
};

/** SPEC §2 topic page: /@{username}/blogs/{title}, /blogs/{title}, or /topic.html?topicId= without a title. */
export function topicPath(topic: TopicRouteInput, options: TopicRouteOptions = {}): string {
  const encoded = topic.title ? encodeTopicTitle(topic.title) : '';
  if (!encoded) return `/topic.html?topicId=${topic.topicId}`;
  const segment = encodeURIComponent(encoded);
  if (options.username && !options.businessSite) return `/@${options.username}/blogs/${segment}`;
  return `/blogs/${segment}`;
}

export type ParsedTopicPath =
  | { kind: 'title'; encodedTitle: string; username: string | null }
  | { kind: 'id'; topicId: number };

/** Reads a topic page address (path with an optional query); null when it is not one. */
export function parseTopicPath(address: string): ParsedTopicPath | null {
  const { pathname, search } = splitAddress(address);
  if (pathname === '/topic.html') {
    const topicId = parseId(new URLSearchParams(search).get('topicId') ?? '');
    return topicId === null ? null : { kind: 'id', topicId };
  }
  const match = /^(?:\/@([^/]+))?\/blogs\/([^/]+)$/.exec(pathname);
  if (!match?.[2]) return null;
  const encodedTitle = safeDecode(match[2]);
  const username = match[1] ? safeDecode(match[1]) : null;
  if (encodedTitle === null || (match[1] && username === null)) return null;
  return { kind: 'title', encodedTitle, username };
}

// ─── Content ──────────────────────────────────────────────────────────────────────────────────────────

/** SPEC §2 ctype→route mapping; DESIGN §4's new types get their own segment. 5 and unknown: external. */
const CTYPE_SEGMENTS: Partial<Record<number, ContentSegment>> = {
  [CTYPE.editorial]: 'editorial',
  [CTYPE.post]: 'post',
  [CTYPE.postLegacy]: 'post',
  [CTYPE.list]: 'list',
  [CTYPE.article]: 'article',
  [CTYPE.event]: 'event',
  [CTYPE.database]: 'database',
  [CTYPE.poll]: 'poll',
  [CTYPE.meme]: 'meme',
  [CTYPE.chat]: 'chat',
  [CTYPE.liveQa]: 'live-qa',
  [CTYPE.donate]: 'donate',
};

/** Every /{segment}/{cgroupId}/{title}.html route, plus story and discussion which take any type. */
export const CONTENT_SEGMENTS = [
  'editorial',
  'post',
  'list',
  'article',
  'database',
  'external',
  'event',
  'poll',
  'meme',
  'chat',
  'live-qa',
  'donate',
] as const;
export type ContentSegment = (typeof CONTENT_SEGMENTS)[number];

export const isContentSegment = (value: string): value is ContentSegment =>
  (CONTENT_SEGMENTS as readonly string[]).includes(value);

/** The route segment of a content type (quizzes and votable lists have routes of their own). */
export const segmentOfCtype = (ctype: number): ContentSegment => CTYPE_SEGMENTS[ctype] ?? 'external';

export type ContentRouteInput = {
  cgroupId: number;
  ctype: number;
  title: string;
  /** The publishing profile's username (quizzes and votable lists live under it, magazines prefix it). */
  username: string;
  /** The first topic's title (a quiz route carries it). */
  topicTitle?: string | null | undefined;
};

export type ContentRouteOptions = {
  /** explore when not given (a plain host is explore, DESIGN §4). */
  flavour?: Flavour | undefined;
  /** SPEC §2: on explore and connect, a magazine's (userType 4) content is prefixed with /@{magazine}. */
  publisherIsMagazine?: boolean | undefined;
  /** On a business site routes drop the /@{username} prefix. */
  businessSite?: boolean | undefined;
};

/** Quiz routes carry a topic part; a quiz without topics gets this word there. */
const QUIZ_NO_TOPIC = 'quiz';

/**
 * SPEC §2: the page of a content. Quizzes go to /@{creator}/quiz/{quizId}/{topic}/{title}.html
 * (/quizzes.html is the quiz directory), votable lists to /@{username}/lists/{listId}/{title}.html.
 */
export function contentPath(content: ContentRouteInput, options: ContentRouteOptions = {}): string {
  const slug = urlFriendly(content.title);
  const owner = options.businessSite ? '' : `/@${content.username}`;
  if (content.ctype === CTYPE.quiz) {
    const topic = content.topicTitle ? urlFriendly(content.topicTitle) : QUIZ_NO_TOPIC;
    return `${owner}/quiz/${content.cgroupId}/${topic === '-' ? QUIZ_NO_TOPIC : topic}/${slug}.html`;
  }
  if (content.ctype === CTYPE.votableList) return `${owner}/lists/${content.cgroupId}/${slug}.html`;
  const flavour = options.flavour ?? 'explore';
  const prefixed = options.publisherIsMagazine && flavour !== 'create' && !options.businessSite;
  return `${prefixed ? owner : ''}/${segmentOfCtype(content.ctype)}/${content.cgroupId}/${slug}.html`;
}

/**
 * SPEC §2's ctype→route mapping says '11: goes to /quizzes.html'. A quiz keeps its own page (the quiz
 * route above) as the canonical place to play and share it: a link to the directory alone would lose
 * which quiz was meant, and results, share tags and JSON-LD belong to one quiz. So the mapping is read
 * as the type's page: where a content is shown by its type (the 'Quiz' label on a card), that label
 * links to /quizzes.html, the directory of every quiz. Other types have no page of their own: null.
 */
export const ctypeDirectoryPath = (ctype: number): string | null =>
  ctype === CTYPE.quiz ? '/quizzes.html' : null;

/** SPEC §2 /story/{cgroupId}/{title}.html: any content read as a story. */
export const storyPath = (content: { cgroupId: number; title: string }) =>
  `/story/${content.cgroupId}/${urlFriendly(content.title)}.html`;

/** SPEC §2 /discussion/{cgroupId}/{title}.html: the conversation about a content. */
export const discussionPath = (content: { cgroupId: number; title: string }) =>
  `/discussion/${content.cgroupId}/${urlFriendly(content.title)}.html`;

export type ParsedContentPath = {
  cgroupId: number;
  slug: string;
  /** The /@{username} prefix (magazine, quiz creator, list owner) or null. */
  username: string | null;
  route: ContentSegment | 'quiz' | 'lists' | 'story' | 'discussion';
  /** The topic part of a quiz route. */
  topic: string | null;
};

/** Reads a content page address; null when it is not one. */
export function parseContentPath(address: string): ParsedContentPath | null {
  const { pathname } = splitAddress(address);
  const quiz = /^(?:\/@([^/]+))?\/quiz\/(\d+)\/([^/]+)\/([^/]+)\.html$/.exec(pathname);
  if (quiz) return parsed('quiz', quiz[2], quiz[4], quiz[1], quiz[3]);
  const list = /^(?:\/@([^/]+))?\/lists\/(\d+)\/([^/]+)\.html$/.exec(pathname);
  if (list) return parsed('lists', list[2], list[3], list[1]);
  const other = /^(?:\/@([^/]+))?\/([a-z-]+)\/(\d+)\/([^/]+)\.html$/.exec(pathname);
  if (!other?.[2]) return null;
  const route = other[2];
  if (route === 'story' || route === 'discussion') {
    return other[1] ? null : parsed(route, other[3], other[4], undefined);
  }
  return isContentSegment(route) ? parsed(route, other[3], other[4], other[1]) : null;
}

function parsed(
  route: ParsedContentPath['route'],
  idText: string | undefined,
  slugText: string | undefined,
  usernameText: string | undefined,
  topicText?: string,
): ParsedContentPath | null {
  const cgroupId = parseId(idText ?? '');
  const slug = safeDecode(slugText ?? '');
  const username = usernameText === undefined ? null : safeDecode(usernameText);
  const topic = topicText === undefined ? null : safeDecode(topicText);
  if (cgroupId === null || slug === null || (usernameText !== undefined && username === null)) return null;
  if (topicText !== undefined && topic === null) return null;
  return { cgroupId, slug, username, route, topic };
}

// ─── Profiles ─────────────────────────────────────────────────────────────────────────────────────────

export type ProfileRouteInput = { userId: number; username?: string | null | undefined };
export type ProfileRouteOptions = {
  /** The magazine the writer is shown within: /@{magazine}/writers/@{username}. */
  magazine?: string | undefined;
  /** On a business site: /writers/@{username}, and the business owner goes to /. */
  businessSite?: boolean | undefined;
  businessOwner?: boolean | undefined;
};

/** SPEC §2 profile routes. */
export function profilePath(profile: ProfileRouteInput, options: ProfileRouteOptions = {}): string {
  if (options.businessSite && options.businessOwner) return '/';
  if (!profile.username) return `/profile/p/${profile.userId}`;
  if (options.businessSite) return `/writers/@${profile.username}`;
  if (options.magazine) return `/@${options.magazine}/writers/@${profile.username}`;
  return `/@${profile.username}`;
}

export type ParsedProfilePath =
  | { kind: 'username'; username: string; magazine: string | null }
  | { kind: 'id'; userId: number }
  | { kind: 'business-owner' };

/** Reads a profile address; the business forms only when `businessSite` is set. */
export function parseProfilePath(
  address: string,
  options: { businessSite?: boolean } = {},
): ParsedProfilePath | null {
  const { pathname } = splitAddress(address);
  if (options.businessSite && pathname === '/') return { kind: 'business-owner' };
  const byId = /^\/profile\/p\/([^/]+)$/.exec(pathname);
  if (byId?.[1]) {
    const userId = parseId(byId[1]);
    return userId === null ? null : { kind: 'id', userId };
  }
  const pattern = options.businessSite ? /^()\/writers\/@([^/]+)$/ : /^(?:\/@([^/]+)\/writers)?\/@([^/]+)$/;
  const match = pattern.exec(pathname);
  if (!match?.[2]) return null;
  const username = safeDecode(match[2]);
  const magazine = match[1] ? safeDecode(match[1]) : null;
  if (username === null || (match[1] && magazine === null)) return null;
  return { kind: 'username', username, magazine };
}

// ─── Locations, entities, notebooks ─────────────────────────────────────────────────────────────────

export type LocationRouteInput = { countryCode: string; state?: string | null; city?: string | null };

/** Where a reader with no known location goes (SPEC §2). */
export const HOME_PATH = '/home.html';

/**
 * SPEC §2 /{country code}/{state}/{city}, and /t/{topic} for a topic in that place. A place without
 * a state keeps its position with '-'; a country or state alone drops the parts after it.
 */
export function locationPath(
  location: LocationRouteInput | null | undefined,
  options: { topic?: string | null | undefined } = {},
): string {
  const country = location?.countryCode.trim().toLowerCase() ?? '';
  if (!/^[a-z]{2}$/.test(country)) return HOME_PATH;
  const state = location?.state?.trim() ? urlFriendly(location.state) : '-';
  const city = location?.city?.trim() ? urlFriendly(location.city) : '-';
  const topic = options.topic ? encodeTopicTitle(options.topic) : '';
  // Always all three place parts ('-' for none): '/tw' alone would be read as a profile handle, and
  // /t/ is never read as a state or city.
  const place = `/${country}/${state}/${city}`;
  return topic ? `${place}/t/${encodeURIComponent(topic)}` : place;
}

export type ParsedLocationPath = {
  countryCode: string;
  /** Slugs as urlFriendly makes them; null when the place has none. */
  state: string | null;
  city: string | null;
  /** The encoded topic title of a /t/{topic} address. */
  topic: string | null;
};

/**
 * Reads a location address; null when it is not one. The country code is read in any case ('/US/…'
 * is New York too) and given lower-case, so the page can move such an address to its canonical one.
 */
export function parseLocationPath(address: string): ParsedLocationPath | null {
  const { pathname } = splitAddress(address);
  const match = /^\/([a-z]{2})(?:\/([^/]+))?(?:\/([^/]+))?(?:\/t\/([^/]+))?$/i.exec(pathname);
  if (!match?.[1]) return null;
  const [state, city, topic] = [match[2], match[3], match[4]].map((part) =>
    part === undefined ? undefined : safeDecode(part),
  );
  if (state === null || city === null || topic === null) return null;
  if (topic !== undefined && city === undefined) return null;
  const place = (slug: string | undefined) => (slug === undefined || slug === '-' ? null : slug);
  return {
    countryCode: match[1].toLowerCase(),
    state: place(state),
    city: place(city),
    topic: topic ?? null,
  };
}

/** SPEC §2 /entity/{title}/{entityId}.html */
export const entityPath = (entity: { entityId: number; title: string }) =>
  `/entity/${urlFriendly(entity.title)}/${entity.entityId}.html`;

export function parseEntityPath(address: string): { entityId: number; slug: string } | null {
  const match = /^\/entity\/([^/]+)\/(\d+)\.html$/.exec(splitAddress(address).pathname);
  const entityId = parseId(match?.[2] ?? '');
  const slug = match?.[1] ? safeDecode(match[1]) : null;
  return entityId === null || slug === null ? null : { entityId, slug };
}

/** SPEC §2 /notebook/{notebookId}/{name}.html */
export const notebookPath = (notebook: { notebookId: number; name: string }) =>
  `/notebook/${notebook.notebookId}/${urlFriendly(notebook.name)}.html`;

export function parseNotebookPath(address: string): { notebookId: number; slug: string } | null {
  const match = /^\/notebook\/(\d+)\/([^/]+)\.html$/.exec(splitAddress(address).pathname);
  const notebookId = parseId(match?.[1] ?? '');
  const slug = match?.[2] ? safeDecode(match[2]) : null;
  return notebookId === null || slug === null ? null : { notebookId, slug };
}

// ─── Helpers ──────────────────────────────────────────────────────────────────────────────────────────

/** An id in an address: digits only, 1 to 2^53 − 1 (a 20-digit id is simply not a page). */
export function parseId(text: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

function splitAddress(address: string): { pathname: string; search: string } {
  const hash = address.indexOf('#');
  const withoutHash = hash === -1 ? address : address.slice(0, hash);
  const query = withoutHash.indexOf('?');
  return query === -1
    ? { pathname: withoutHash, search: '' }
    : { pathname: withoutHash.slice(0, query), search: withoutHash.slice(query + 1) };
}

function safeDecode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}
