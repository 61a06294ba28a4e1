import { CTYPE } from '../content/types.ts';
import { ACTION_LEVELS, type Ladder, levelFor, READ_LEVELS } from './levels.ts';

/**
 * SPEC §3 referrer codes sent with reads. 1–3 (direct, internal page, other) only count towards
 * totalRead; 4–12 each have their own read counter as well.
 */
export const REFERRER = {
  direct: 1,
  internal: 2,
  other: 3,
  socialNetwork: 4,
  microblog: 5,
  pinboard: 6,
  discussionBoard: 7,
  stumble: 8,
  readLater: 9,
  searchSocial: 10,
  blogNetwork: 11,
  professionalNetwork: 12,
} as const;
export type ReferrerCode = (typeof REFERRER)[keyof typeof REFERRER];
export const REFERRER_MIN = 1;
export const REFERRER_MAX = 12;

/** SPEC §3 general achievement kinds: one read counter per referrer kind, named after the referrer. */
export const REFERRER_READ_KINDS = {
  [REFERRER.socialNetwork]: 'socialNetworkRead',
  [REFERRER.microblog]: 'microblogRead',
  [REFERRER.pinboard]: 'pinboardRead',
  [REFERRER.discussionBoard]: 'discussionBoardRead',
  [REFERRER.stumble]: 'stumbleRead',
  [REFERRER.readLater]: 'readLaterRead',
  [REFERRER.searchSocial]: 'searchSocialRead',
  [REFERRER.blogNetwork]: 'blogNetworkRead',
  [REFERRER.professionalNetwork]: 'professionalNetworkRead',
} as const;
export type ReferrerReadKind = (typeof REFERRER_READ_KINDS)[keyof typeof REFERRER_READ_KINDS];

export const ACTION_KINDS = ['posts', 'lists', 'quizzes', 'frontPageTop10'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** Every general kind, in the order the badge page shows them. */
export const GENERAL_KINDS = [
  'totalRead',
  ...Object.values(REFERRER_READ_KINDS),
  ...ACTION_KINDS,
] as const satisfies readonly string[];
export type GeneralKind = (typeof GENERAL_KINDS)[number];

/** Topic and location badges count reads too; their subject is the topic or location id. */
export const BADGE_KINDS = ['topicRead', 'locationRead'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

export type AchievementKind = GeneralKind | BadgeKind;
export const ACHIEVEMENT_KINDS: readonly AchievementKind[] = [...GENERAL_KINDS, ...BADGE_KINDS];

export const isAchievementKind = (kind: string): kind is AchievementKind =>
  (ACHIEVEMENT_KINDS as readonly string[]).includes(kind);

export const isActionKind = (kind: string): kind is ActionKind =>
  (ACTION_KINDS as readonly string[]).includes(kind);

/** Actions climb the action ladder; every kind that counts reads climbs the read ladder. */
export const ladderFor = (kind: AchievementKind): Ladder =>
  isActionKind(kind) ? ACTION_LEVELS : READ_LEVELS;

/** The counter a read from this referrer code adds to, besides totalRead (null for 1–3 and unknown codes). */
export function referrerReadKind(referrer: number): ReferrerReadKind | null {
  return (REFERRER_READ_KINDS as Partial<Record<number, ReferrerReadKind>>)[referrer] ?? null;
}

/**
 * Which action counter publishing a content adds to: posts (post, its legacy code, article), lists
 * (list, votable list) and quizzes. Other types earn no action badge.
 */
export function publishedKind(ctype: number): 'posts' | 'lists' | 'quizzes' | null {
  switch (ctype) {
    case CTYPE.post:
    case CTYPE.postLegacy:
    case CTYPE.article:
      return 'posts';
    case CTYPE.list:
    case CTYPE.votableList:
      return 'lists';
    case CTYPE.quiz:
      return 'quizzes';
    default:
      return null;
  }
}

/** The kinds a person's user level is made of: reading in general and each kind of publishing. */
export const USER_LEVEL_KINDS = ['totalRead', ...ACTION_KINDS] as const;

/**
 * A person's user level: 1 plus the levels of totalRead, posts, lists, quizzes and frontPageTop10.
 * A new reader is level 1 ('Starter'). Reading alone tops out at 17 ('Publisher'); reaching 'Hacker'
 * (above 20) takes publishing as well. Referrer counters and topic/location badges are left out: they
 * count the same reads again.
 */
export function userLevel(values: Partial<Record<string, number>>): number {
  let level = 1;
  for (const kind of USER_LEVEL_KINDS) level += levelFor(values[kind] ?? 0, ladderFor(kind));
  return level;
}

/** Where an earned badge is shown: the person's own badge collection (kept here, apart from the zod schemas, because the shell's menu links to it). */
export const BADGES_PAGE_PATH = '/badges.html';
