import {
  contentPath,
  INSIGHTS_TOP_STORIES,
  INSIGHTS_TOP_WRITERS,
  type InsightsAccess,
  type InsightsPeriod,
  type InsightsView,
  insightsWindow,
  type ProfileRef,
  REFERRER_KINDS,
  type ReferrerCode,
  readsByDay,
} from '@masthead/core';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { profileRefs } from '../feeds/people.ts';
import { rowsOf } from '../feeds/sql.ts';
import type { HiddenMask } from '../magazines/hidden-members.ts';
import type { MagazineRef } from './magazine-ref.ts';

/**
 * SPEC §6 insights: reads of a magazine's stories (or of the viewer's own among them) over a period
 * and the one before. Each query walks contents_publisher_idx to the magazine's stories, then
 * reads_content_time_idx (content, time) for each story's reads in the window; only counts leave the
 * database, never a reader. A hidden secretAdmin's stories show as the magazine's (hidden-members.ts).
 */

export type InsightsRequest = {
  magazine: MagazineRef;
  access: InsightsAccess;
  days: InsightsPeriod;
  viewerId: number;
  /** Who the viewer may not see: a hidden secretAdmin's stories are the magazine's. */
  mask: HiddenMask;
  now: Date;
};

type Window = ReturnType<typeof insightsWindow>;

/** The stories counted: the magazine's, not deleted; in the 'own' scope only the viewer's. */
const storiesIn = (request: InsightsRequest): SQL =>
  sql`c.publisher_id = ${request.magazine.userId} and c.deleted_at is null${
    request.access.scope === 'own' ? sql` and c.author_id = ${request.viewerId}` : sql``
  }`;

const readsBetween = (from: Date, to: Date): SQL =>
  sql`r.created_at >= ${from.toISOString()}::timestamptz and r.created_at < ${to.toISOString()}::timestamptz`;

const readsOf = (request: InsightsRequest, from: Date, to: Date) =>
  sql`from contents c join reads r on r.content_id = c.id where ${storiesIn(request)} and ${readsBetween(from, to)}`;

async function dailyReads(db: DbOrTx, request: InsightsRequest, window: Window) {
  const rows = await rowsOf<{ day: string; reads: number }>(
    db,
    sql`select to_char((r.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*)::int as reads
      ${readsOf(request, window.previousFrom, window.to)} group by 1`,
  );
  return rows.map((row) => ({ day: row.day, reads: Number(row.reads) }));
}

/** Distinct readers of the period and of the one before (a count, never who). */
async function readers(db: DbOrTx, request: InsightsRequest, window: Window) {
  const [row] = await rowsOf<{ current: number; previous: number }>(
    db,
    sql`select count(distinct r.user_id) filter (where r.created_at >= ${window.from.toISOString()}::timestamptz)::int as current,
        count(distinct r.user_id) filter (where r.created_at < ${window.from.toISOString()}::timestamptz)::int as previous
      ${readsOf(request, window.previousFrom, window.to)}`,
  );
  return { current: Number(row?.current ?? 0), previous: Number(row?.previous ?? 0) };
}

/** Stories published in each period, and in the scope ever. */
async function published(db: DbOrTx, request: InsightsRequest, window: Window) {
  const [row] = await rowsOf<{ current: number; previous: number; ever: number }>(
    db,
    sql`select
        count(*) filter (where c.published_at >= ${window.from.toISOString()}::timestamptz and c.published_at < ${window.to.toISOString()}::timestamptz)::int as current,
        count(*) filter (where c.published_at >= ${window.previousFrom.toISOString()}::timestamptz and c.published_at < ${window.from.toISOString()}::timestamptz)::int as previous,
        count(*)::int as ever
      from contents c where ${storiesIn(request)} and c.status = 'published'`,
  );
  return {
    current: Number(row?.current ?? 0),
    previous: Number(row?.previous ?? 0),
    ever: Number(row?.ever ?? 0),
  };
}

async function topStories(db: DbOrTx, request: InsightsRequest, window: Window) {
  return rowsOf<{
    id: string;
    title: string;
    ctype: number;
    status: string;
    authorId: string;
    reads: number;
  }>(
    db,
    sql`select c.id, c.title, c.ctype, c.status, c.author_id as "authorId", count(*)::int as reads
      ${readsOf(request, window.from, window.to)}
      group by c.id order by reads desc, c.id desc limit ${INSIGHTS_TOP_STORIES}`,
  );
}

async function writers(db: DbOrTx, request: InsightsRequest, window: Window) {
  return rowsOf<{ authorId: string; reads: number; stories: number }>(
    db,
    sql`select c.author_id as "authorId", count(*)::int as reads, count(distinct c.id)::int as stories
      ${readsOf(request, window.from, window.to)}
      group by c.author_id order by reads desc, c.author_id limit ${INSIGHTS_TOP_WRITERS}`,
  );
}

async function referrers(db: DbOrTx, request: InsightsRequest, window: Window) {
  const rows = await rowsOf<{ referrer: number; reads: number }>(
    db,
    sql`select r.referrer, count(*)::int as reads ${readsOf(request, window.from, window.to)} group by r.referrer`,
  );
  const byCode = new Map(rows.map((row) => [Number(row.referrer), Number(row.reads)]));
  return REFERRER_KINDS.map(({ code }) => ({ code: code as ReferrerCode, reads: byCode.get(code) ?? 0 }));
}

/** A writer who is gone (a deleted account) still has their reads counted, unnamed. */
const unknownWriter = (userId: number): ProfileRef => ({
  userId,
  username: '',
  displayName: '',
  photoPath: null,
  userType: 1,
});

/** Reads by writer, a hidden secretAdmin's added to the magazine's own (one row per profile shown). */
function writerRows(
  rows: readonly { authorId: string; reads: number; stories: number }[],
  person: (id: string) => ProfileRef,
) {
  const byProfile = new Map<number, { writer: ProfileRef; reads: number; stories: number }>();
  for (const row of rows) {
    const writer = person(row.authorId);
    const seen = byProfile.get(writer.userId) ?? { writer, reads: 0, stories: 0 };
    byProfile.set(writer.userId, {
      writer,
      reads: seen.reads + Number(row.reads),
      stories: seen.stories + Number(row.stories),
    });
  }
  return [...byProfile.values()].sort((a, b) => b.reads - a.reads);
}

export async function readInsights(db: DbOrTx, request: InsightsRequest): Promise<InsightsView> {
  const { access, magazine } = request;
  const window = insightsWindow(request.now, request.days);
  // One after the other: PGlite runs one query at a time anyway, and a pool keeps its other clients.
  const days = await dailyReads(db, request, window);
  const readerCounts = await readers(db, request, window);
  const stories = await published(db, request, window);
  const top = await topStories(db, request, window);
  const byWriter = access.writers ? await writers(db, request, window) : null;
  const byReferrer = access.referrers ? await referrers(db, request, window) : null;
  const people = await profileRefs(db, [
    ...top.map((row) => Number(row.authorId)),
    ...(byWriter ?? []).map((row) => Number(row.authorId)),
  ]);
  const person = (id: string) =>
    request.mask.ref(people.get(Number(id)) ?? unknownWriter(Number(id)), (asMagazine) => asMagazine)!;

  const byDay = readsByDay(days, window);
  const sum = (key: 'reads' | 'previous') => byDay.reduce((total, day) => total + day[key], 0);
  return {
    magazine,
    days: request.days,
    from: window.days[0] ?? '',
    to: window.days.at(-1) ?? '',
    access,
    totals: {
      reads: { current: sum('reads'), previous: sum('previous') },
      readers: readerCounts,
      published: { current: stories.current, previous: stories.previous },
    },
    byDay,
    topStories: top.map((row) => ({
      cgroupId: Number(row.id),
      title: row.title,
      url:
        row.status === 'published'
          ? contentPath(
              {
                cgroupId: Number(row.id),
                ctype: Number(row.ctype),
                title: row.title,
                username: magazine.username,
              },
              { publisherIsMagazine: true },
            )
          : null,
      author: person(row.authorId),
      reads: Number(row.reads),
    })),
    byWriter: byWriter ? writerRows(byWriter, person) : null,
    byReferrer,
    storyCount: stories.ever,
  };
}
