import { COOKIE_NAMES, type ContentSummary, CTYPE } from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createClient } from '../../test/app.ts';
import { createSession } from '../accounts/sessions.ts';
import { users } from '../accounts/tables.ts';
import { comments } from '../comments/tables.ts';
import { refreshHotScore } from '../content/hot-score.ts';
import { contents, contentTopics, locations, topics } from '../content/tables.ts';
import { type FollowKind, follows, votes } from '../engagement/tables.ts';

/** Test factories for feeds: rows written straight into the tables (the writing features are elsewhere). */

let counter = 0;
const next = () => {
  counter += 1;
  return `${counter}${Math.random().toString(36).slice(2, 6)}`;
};

export async function insertPerson(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = next();
  const [row] = await db
    .insert(users)
    .values({ username: `feeder_${id}`, displayName: `Feeder ${id}`, ...overrides })
    .returning();
  return row!;
}

/** A browser signed in as the person (a session row and its cookie). */
export async function signedInClient(
  app: FastifyInstance,
  db: Db,
  userId: number,
  headers: Record<string, string> = {},
) {
  const { token } = await createSession(db, {
    userId,
    remember: true,
    ip: '127.0.0.1',
    userAgent: 'feeds test',
    now: new Date(),
  });
  const client = createClient(app);
  client.jar.set(COOKIE_NAMES.session, token);
  return {
    ...client,
    get: (url: string, extra?: Record<string, string>) => client.get(url, { ...headers, ...extra }),
  };
}

export async function insertTopic(db: Db, overrides: Partial<typeof topics.$inferInsert> = {}) {
  const [row] = await db
    .insert(topics)
    .values({ title: `Topic ${next()}`, ...overrides })
    .returning();
  return row!;
}

export async function insertLocation(db: Db, overrides: Partial<typeof locations.$inferInsert> = {}) {
  const id = next();
  const [row] = await db
    .insert(locations)
    .values({
      countryCode: 'tw',
      country: 'Taiwan',
      state: '',
      city: `City ${id}`,
      name: `City ${id}`,
      ...overrides,
    })
    .returning();
  return row!;
}

export type StoryInput = Partial<typeof contents.$inferInsert> & {
  publisherId: number;
  topicIds?: number[];
};

/** A published story (unless status says otherwise) with its topics and a hot score. */
export async function insertStory(db: Db, input: StoryInput) {
  const { topicIds = [], publisherId, ...rest } = input;
  const publishedAt = rest.status === 'draft' ? null : (rest.publishedAt ?? new Date());
  const [row] = await db
    .insert(contents)
    .values({
      ctype: CTYPE.post,
      status: 'published',
      authorId: publisherId,
      publisherId,
      title: `Story ${next()}`,
      description: 'A story for the feeds tests.',
      lang: 'en',
      ...rest,
      publishedAt,
    })
    .returning();
  if (topicIds.length) {
    await db
      .insert(contentTopics)
      .values(topicIds.map((topicId, position) => ({ contentId: row!.id, topicId, position, publishedAt })));
  }
  await refreshHotScore(db, row!.id);
  return row!;
}

export async function follow(
  db: Db,
  followerId: number,
  targetKind: FollowKind,
  targetId: number,
  createdAt?: Date,
) {
  await db.insert(follows).values({ followerId, targetKind, targetId, ...(createdAt ? { createdAt } : {}) });
}

export async function upvote(db: Db, userId: number, contentId: number, createdAt?: Date) {
  await db.insert(votes).values({ userId, contentId, value: 1, ...(createdAt ? { createdAt } : {}) });
}

export async function comment(db: Db, userId: number, contentId: number, createdAt?: Date) {
  const [row] = await db
    .insert(comments)
    .values({ userId, contentId, body: 'Nice one', ...(createdAt ? { createdAt } : {}) })
    .returning();
  return row!;
}

/** A time `minutes` before a fixed instant, so orderings are exact. */
export const minutesAgo = (minutes: number, from = new Date('2026-11-22T12:00:00.000Z')) =>
  new Date(from.getTime() - minutes * 60_000);

/** Reads every page of a paged endpoint; fails on a page that is not a 200. */
export async function readAllPages<T = ContentSummary>(
  get: (
    url: string,
  ) => Promise<{ status: number; body: { data: { items: T[]; nextCursor: string | null } } }>,
  url: string,
  maxPages = 50,
): Promise<{ pages: T[][]; items: T[] }> {
  const pages: T[][] = [];
  let cursor: string | null = null;
  do {
    const separator = url.includes('?') ? '&' : '?';
    const response = await get(cursor ? `${url}${separator}cursor=${cursor}` : url);
    if (response.status !== 200)
      throw new Error(`${url} answered ${response.status}: ${JSON.stringify(response.body)}`);
    pages.push(response.body.data.items);
    cursor = response.body.data.nextCursor;
  } while (cursor && pages.length < maxPages);
  return { pages, items: pages.flat() };
}
