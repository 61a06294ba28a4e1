/**
 * SPEC §9 levels and badges. A ladder lists the value each level starts at; level 0 starts at 0, so
 * level 0 means 'not earned yet' and the highest level is `ladder.length - 1`.
 */

/** SPEC §9 read levels (reads counted: totalRead, each referrer kind, topic and location badges). */
export const READ_LEVELS = [
  0, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000,
  1_000_000,
] as const;

/** SPEC §9 action levels (posts, lists, quizzes, front-page top 10). */
export const ACTION_LEVELS = [0, 1, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000] as const;

export type Ladder = readonly number[];

/** The level a value has reached: the index of the highest threshold not above it (0 for anything ≤ 0). */
export function levelFor(value: number, ladder: Ladder): number {
  let level = 0;
  for (let index = 1; index < ladder.length; index += 1) {
    if (value >= (ladder[index] ?? Number.POSITIVE_INFINITY)) level = index;
    else break;
  }
  return level;
}

/** The value the next level starts at, or null at the top of the ladder. */
export function nextThreshold(value: number, ladder: Ladder): number | null {
  return ladder[levelFor(value, ladder) + 1] ?? null;
}

export type LevelProgress = {
  level: number;
  /** The value the current level started at. */
  threshold: number;
  /** The value the next level starts at; null at the top. */
  next: number | null;
  /** How far from this level's start to the next one, 0 to 1 (1 at the top). */
  fraction: number;
};

export function levelProgress(value: number, ladder: Ladder): LevelProgress {
  const level = levelFor(value, ladder);
  const threshold = ladder[level] ?? 0;
  const next = ladder[level + 1] ?? null;
  if (next === null) return { level, threshold, next, fraction: 1 };
  const fraction = Math.min(1, Math.max(0, (value - threshold) / (next - threshold)));
  return { level, threshold, next, fraction };
}

export const USER_LEVEL_RANKS = ['starter', 'publisher', 'hacker'] as const;
export type UserLevelRank = (typeof USER_LEVEL_RANKS)[number];

/** SPEC §9: levels 1–5 are 'Starter', 6–20 'Publisher', any other level 'Hacker'. */
export function userLevelRank(level: number): UserLevelRank {
  if (Number.isInteger(level) && level >= 1 && level <= 5) return 'starter';
  if (Number.isInteger(level) && level >= 6 && level <= 20) return 'publisher';
  return 'hacker';
}

/** The product's name followed by the rank (SPEC §9); pages show the translated `achievements.rank.*`. */
export function userLevelTitle(level: number): string {
  const rank = userLevelRank(level);
  return `Masthead ${rank.charAt(0).toUpperCase()}${rank.slice(1)}`;
}
