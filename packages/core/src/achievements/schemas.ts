import { z } from 'zod';
import { zUserIdText } from '../images/schemas.ts';
import type { AchievementKind, BadgeKind, GeneralKind } from './kinds.ts';
import type { UserLevelRank } from './levels.ts';

/** GET /api2/achievements?userId=: anyone's badges; without userId, the signed-in viewer's. */
export const ZAchievementsQuery = z.strictObject({ userId: zUserIdText.optional() });
export type TAchievementsQuery = z.infer<typeof ZAchievementsQuery>;

/** One counter as the API and the badge page show it. */
export type AchievementView = {
  kind: AchievementKind;
  value: number;
  level: number;
  /** The value the next level starts at; null at the top of the ladder. */
  nextThreshold: number | null;
  /** The value the current level started at. */
  threshold: number;
};

export type GeneralAchievementView = AchievementView & { kind: GeneralKind };

/** A topic or location badge: reads in that topic or place (SPEC §3: totalRead and topicTitle). */
export type BadgeView = AchievementView & {
  kind: BadgeKind;
  subjectId: number;
  /** The topic's title (topic badges) or the place's name (location badges). */
  title: string;
  topicTitle?: string;
  locationName?: string;
  /** The topic or location page. */
  url: string;
};

export type AchievementsView = {
  userId: number;
  /** SPEC §9 user level, from `userLevel` in core. */
  level: number;
  /** 'Masthead Starter' / 'Masthead Publisher' / 'Masthead Hacker' (pages translate `rank`). */
  title: string;
  rank: UserLevelRank;
  /** Every general kind, earned or not (value 0, level 0 is locked). */
  achievements: GeneralAchievementView[];
  /** Earned topic and location badges, most-read first. */
  badges: BadgeView[];
};

/**
 * A badge a person has just earned or moved up a level in (issue 13): said at the moment by a toast and
 * kept as a notification. `title` names the topic or place of a topic or place badge.
 */
export type EarnedBadge = { kind: AchievementKind; level: number; title: string | null };
