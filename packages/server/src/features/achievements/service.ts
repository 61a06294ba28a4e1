import {
  ACTION_LEVELS,
  type AchievementKind,
  type AchievementsView,
  type BadgeView,
  type EarnedBadge,
  GENERAL_KINDS,
  type GeneralAchievementView,
  type GeneralKind,
  type Ladder,
  ladderFor,
  levelFor,
  levelProgress,
  locationPath,
  publishedKind,
  READ_LEVELS,
  referrerReadKind,
  topicPath,
  userLevel,
  userLevelRank,
  userLevelTitle,
} from '@masthead/core';
import { and, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import { contents, locations, topics } from '../content/tables.ts';
import type { NotificationsService } from '../notifications/service.ts';
import { achievements, frontPageEntries } from './tables.ts';

export type ReadEvent = {
  userId: number;
  /** SPEC §3 referrer code 1–12. */
  referrer: number;
  topicIds: readonly number[];
  locationId: number | null;
};

export type PublishEvent = { authorId: number; ctype: number };

/** A content carries a handful of topics; anything past this is not a real read. */
const MAX_TOPICS_PER_READ = 20;
/** The badge page shows the most-read topics and places; a reader of thousands gets the top ones. */
const MAX_BADGES_PER_KIND = 100;
/** SPEC §9 front page: the top 10 by hot score. */
const FRONT_PAGE_SIZE = 10;

const isId = (value: number) => Number.isSafeInteger(value) && value > 0;

/** The level of a value on a ladder, in SQL: width_bucket counts the thresholds at or below it. */
const levelSql = (value: SQL, ladder: Ladder) =>
  sql`(width_bucket(${value}, ${sql.raw(`ARRAY[${ladder.map((n) => Math.trunc(n)).join(',')}]::int[]`)}) - 1)::smallint`;

type Counter = { kind: AchievementKind; subjectId: number; by: number };

/** A counter that reached a new level: which one, and the level it reached. */
type LevelUp = { kind: AchievementKind; subjectId: number; level: number };

/**
 * Adds to counters of one person on one ladder in one statement: a unique row per (user, kind, subject)
 * and `value = value + n` (DESIGN §7), the level recomputed from the new value. Rows go in one order
 * so that concurrent reads of the same person lock them in the same order. Answers the counters whose
 * level rose: the value before is the value after less what was added, so no read-then-write is needed.
 */
async function addToCounters(
  tx: Tx,
  userId: number,
  counters: Counter[],
  ladder: Ladder,
  now: Date,
): Promise<LevelUp[]> {
  if (counters.length === 0) return [];
  const sorted = [...counters].sort((a, b) =>
    a.kind === b.kind ? a.subjectId - b.subjectId : a.kind < b.kind ? -1 : 1,
  );
  const newValue = sql`${achievements.value} + excluded.value`;
  const rows = await tx
    .insert(achievements)
    .values(
      sorted.map((counter) => ({
        userId,
        kind: counter.kind,
        subjectId: counter.subjectId,
        value: counter.by,
        level: levelFor(counter.by, ladder),
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [achievements.userId, achievements.kind, achievements.subjectId],
      set: { value: newValue, level: levelSql(newValue, ladder), updatedAt: now },
    })
    .returning({ kind: achievements.kind, subjectId: achievements.subjectId, value: achievements.value });
  const added = new Map(sorted.map((counter) => [`${counter.kind}:${counter.subjectId}`, counter.by]));
  return rows.flatMap((row) => {
    const level = levelFor(row.value, ladder);
    const before = levelFor(row.value - (added.get(`${row.kind}:${row.subjectId}`) ?? 0), ladder);
    return level > before ? [{ kind: row.kind as AchievementKind, subjectId: row.subjectId, level }] : [];
  });
}

const viewOf = <K extends AchievementKind>(kind: K, value: number) => {
  const progress = levelProgress(value, ladderFor(kind));
  return { kind, value, level: progress.level, threshold: progress.threshold, nextThreshold: progress.next };
};

/** Achievements, levels and badges (SPEC §3 and §9). */
export function createAchievementsService(deps: ServiceDeps & { notifications: NotificationsService }) {
  const { db, clock, notifications } = deps;

  /**
   * Names the badges that rose a level (the topic's title or the place's name for theirs) and keeps a
   * notification of each in the same transaction (issue 13), so that the news lands with the count.
   */
  async function announce(tx: Tx, userId: number, ups: LevelUp[]): Promise<EarnedBadge[]> {
    if (ups.length === 0) return [];
    const idsOf = (kind: AchievementKind) => ups.filter((up) => up.kind === kind).map((up) => up.subjectId);
    const [topicNames, placeNames] = await Promise.all([
      idsOf('topicRead').length
        ? tx
            .select({ id: topics.id, name: topics.title })
            .from(topics)
            .where(inArray(topics.id, idsOf('topicRead')))
        : [],
      idsOf('locationRead').length
        ? tx
            .select({ id: locations.id, name: locations.name })
            .from(locations)
            .where(inArray(locations.id, idsOf('locationRead')))
        : [],
    ]);
    const names = new Map<string, string>([
      ...topicNames.map((row) => [`topicRead:${row.id}`, row.name] as const),
      ...placeNames.map((row) => [`locationRead:${row.id}`, row.name] as const),
    ]);
    const earned = ups.map((up) => ({
      kind: up.kind,
      level: up.level,
      title: names.get(`${up.kind}:${up.subjectId}`) ?? null,
    }));
    for (const badge of earned) await notifications.notifyBadge(tx, userId, badge);
    return earned;
  }

  /**
   * Called inside the transaction that records a reader's first open of a content: totalRead, the
   * counter of the referrer's kind (4–12), and a badge counter per topic and for the place.
   */
  async function recordRead(tx: Tx, event: ReadEvent): Promise<EarnedBadge[]> {
    if (!isId(event.userId)) return [];
    const counters: Counter[] = [{ kind: 'totalRead', subjectId: 0, by: 1 }];
    const referrerKind = referrerReadKind(event.referrer);
    if (referrerKind) counters.push({ kind: referrerKind, subjectId: 0, by: 1 });
    const topicIds = [...new Set(event.topicIds.filter(isId))].slice(0, MAX_TOPICS_PER_READ);
    for (const topicId of topicIds) counters.push({ kind: 'topicRead', subjectId: topicId, by: 1 });
    if (event.locationId !== null && isId(event.locationId))
      counters.push({ kind: 'locationRead', subjectId: event.locationId, by: 1 });
    const ups = await addToCounters(tx, event.userId, counters, READ_LEVELS, clock());
    return announce(tx, event.userId, ups);
  }

  /** Called inside the transaction that publishes a content: posts, lists or quizzes of its author. */
  async function recordPublished(tx: Tx, event: PublishEvent): Promise<EarnedBadge[]> {
    const kind = publishedKind(event.ctype);
    if (!kind || !isId(event.authorId)) return [];
    const ups = await addToCounters(
      tx,
      event.authorId,
      [{ kind, subjectId: 0, by: 1 }],
      ACTION_LEVELS,
      clock(),
    );
    return announce(tx, event.authorId, ups);
  }

  /**
   * A job: the authors of the current top 10 by hot score each get frontPageTop10 once per story that
   * enters it. Idempotent (one front_page_entries row per content), so it may run on any schedule and
   * in several processes. Returns how many stories entered the top 10 this time.
   */
  async function recordFrontPage(): Promise<number> {
    return db.transaction(async (tx) => {
      const top = await tx
        .select({ contentId: contents.id, authorId: contents.authorId })
        .from(contents)
        .where(and(eq(contents.status, 'published'), isNull(contents.deletedAt)))
        .orderBy(desc(contents.hotScore), desc(contents.id))
        .limit(FRONT_PAGE_SIZE);
      if (top.length === 0) return 0;
      const now = clock();
      const entered = await tx
        .insert(frontPageEntries)
        .values(top.map((row) => ({ ...row, enteredAt: now })))
        .onConflictDoNothing()
        .returning({ authorId: frontPageEntries.authorId });
      const perAuthor = new Map<number, number>();
      for (const { authorId } of entered) perAuthor.set(authorId, (perAuthor.get(authorId) ?? 0) + 1);
      for (const [authorId, by] of [...perAuthor].sort((a, b) => a[0] - b[0])) {
        const ups = await addToCounters(
          tx,
          authorId,
          [{ kind: 'frontPageTop10', subjectId: 0, by }],
          ACTION_LEVELS,
          now,
        );
        await announce(tx, authorId, ups);
      }
      return entered.length;
    });
  }

  /**
   * A person's achievements for the API and the badge page; null when there is no such person. Others
   * see earned badges only: the counts of topics and places not yet earned stay the reader's own.
   */
  async function forUser(userId: number, viewerId: number | null): Promise<AchievementsView | null> {
    if (!isId(userId)) return null;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) return null;
    const own = viewerId === userId;

    const [generalRows, topicRows, locationRows] = await Promise.all([
      db
        .select({ kind: achievements.kind, value: achievements.value })
        .from(achievements)
        .where(
          and(
            eq(achievements.userId, userId),
            inArray(achievements.kind, [...GENERAL_KINDS]),
            eq(achievements.subjectId, 0),
          ),
        ),
      db
        .select({ subjectId: achievements.subjectId, value: achievements.value, title: topics.title })
        .from(achievements)
        .innerJoin(topics, eq(topics.id, achievements.subjectId))
        .where(
          and(
            eq(achievements.userId, userId),
            eq(achievements.kind, 'topicRead'),
            own ? undefined : gt(achievements.level, 0),
          ),
        )
        .orderBy(desc(achievements.value), topics.title)
        .limit(MAX_BADGES_PER_KIND),
      db
        .select({ subjectId: achievements.subjectId, value: achievements.value, place: locations })
        .from(achievements)
        .innerJoin(locations, eq(locations.id, achievements.subjectId))
        .where(
          and(
            eq(achievements.userId, userId),
            eq(achievements.kind, 'locationRead'),
            own ? undefined : gt(achievements.level, 0),
          ),
        )
        .orderBy(desc(achievements.value), locations.name)
        .limit(MAX_BADGES_PER_KIND),
    ]);

    const values = new Map(generalRows.map((row) => [row.kind, row.value]));
    const general: GeneralAchievementView[] = GENERAL_KINDS.map((kind: GeneralKind) =>
      viewOf(kind, values.get(kind) ?? 0),
    );
    const badges: BadgeView[] = [
      ...topicRows.map((row) => ({
        ...viewOf('topicRead' as const, row.value),
        subjectId: row.subjectId,
        title: row.title,
        topicTitle: row.title,
        url: topicPath({ topicId: row.subjectId, title: row.title }),
      })),
      ...locationRows.map((row) => ({
        ...viewOf('locationRead' as const, row.value),
        subjectId: row.subjectId,
        title: row.place.name,
        locationName: row.place.name,
        url: locationPath(row.place),
      })),
    ];
    const level = userLevel(Object.fromEntries(values));
    return {
      userId,
      level,
      title: userLevelTitle(level),
      rank: userLevelRank(level),
      achievements: general,
      badges,
    };
  }

  return { recordRead, recordPublished, recordFrontPage, forUser };
}

export type AchievementsService = ReturnType<typeof createAchievementsService>;
