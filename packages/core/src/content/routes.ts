import { CTYPE } from './types.ts';

/**
 * SPEC §2 route builders. Filled in and property-tested by the content feature; the summary loader
 * uses `contentPath` for every card.
 */

/** SPEC §2: lowercase, keep letters and digits of every script, anything else becomes one dash. */
export function urlFriendly(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'untitled';
}

const CTYPE_SEGMENTS: Partial<Record<number, string>> = {
  [CTYPE.editorial]: 'editorial',
  [CTYPE.post]: 'post',
  [CTYPE.postLegacy]: 'post',
  [CTYPE.list]: 'list',
  [CTYPE.article]: 'article',
  [CTYPE.event]: 'event',
  [CTYPE.database]: 'database',
};

export type ContentRouteInput = {
  cgroupId: number;
  ctype: number;
  title: string;
  /** The publishing profile's username (quizzes and votable lists live under it). */
  username: string;
  /** The first topic's title (a quiz route carries it). */
  topicTitle?: string | undefined;
};

/** SPEC §2 ctype→route mapping (5 and unknown types: external). */
export function contentPath(content: ContentRouteInput): string {
  if (content.ctype === CTYPE.quiz) return '/quizzes.html';
  const segment = CTYPE_SEGMENTS[content.ctype] ?? 'external';
  return `/${segment}/${content.cgroupId}/${urlFriendly(content.title)}.html`;
}
