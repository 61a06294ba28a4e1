import { COOKIE_NAMES, type ContentSummary, CTYPE, USER_TYPE } from '@masthead/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { createSession } from '../features/accounts/sessions.ts';
import { users } from '../features/accounts/tables.ts';
import { comments } from '../features/comments/tables.ts';
import { refreshHotScore } from '../features/content/hot-score.ts';
import { contents, entities, locations, topics } from '../features/content/tables.ts';
import { insertContent, markContentDeleted, type NewContent } from '../features/content/write.ts';
import { type FollowKind, follows, votes } from '../features/engagement/tables.ts';
import { createClient, type TestApp } from './app.ts';

/**
 * Test data for the reading features. Stories go through the real write path, so topic counts and hot
 * scores are what production stores; follows, votes and comments move their counters with their rows.
 * Overrides write raw values where a test needs a state the write path would not give (a counter, a
 * score, a time).
 */

let counter = 0;
const unique = () => `${++counter}${Math.random().toString(36).slice(2, 6)}`;

function stored<T>(row: T | undefined, what: string): T {
  if (!row) throw new Error(`${what} not stored`);
  return row;
}

type NewUser = Partial<typeof users.$inferInsert>;

/** A person as a row (no sign-up round trip); people get an email, magazines never sign in. */
export async function insertPerson(db: Db, overrides: NewUser = {}) {
  const username = overrides.username ?? `reader_${unique()}`;
  const magazine = overrides.userType === USER_TYPE.magazine;
  const [row] = await db
    .insert(users)
    .values({
      username,
      displayName: `Reader ${username}`.slice(0, 50),
      email: magazine ? null : `${username}@example.com`,
      ...overrides,
    })
    .returning();
  return stored(row, 'person');
}

/** A magazine: a publisher profile that people write for. */
export const insertMagazine = (db: Db, overrides: NewUser = {}) =>
  insertPerson(db, {
    username: `mag_${unique()}`,
    displayName: 'Test Magazine',
    profileCreated: true,
    ...overrides,
    userType: USER_TYPE.magazine,
  });

/**
 * A browser signed in as the person: a session row and its cookie, no sign-in round trip. Each person
 * browses from an address of their own so per-address limits stay out of the way; `headers` (e.g.
 * accept-language) go with every call.
 */
export async function signedInClient(t: TestApp, userId: number, headers: Record<string, string> = {}) {
  const { token } = await createSession(t.database.db, {
    userId,
    remember: true,
    ip: '127.0.0.1',
    userAgent: 'reading test',
    now: t.now(),
  });
  const client = createClient(t.app, { ip: `10.9.${(userId >> 8) & 255}.${userId & 255}` });
  client.jar.set(COOKIE_NAMES.session, token);
  return {
    ...client,
    /** For requests built by hand (multipart uploads). */
    cookie: `${COOKIE_NAMES.session}=${token}`,
    get: (url: string, extra?: Record<string, string>) => client.get(url, { ...headers, ...extra }),
    post: (url: string, body?: unknown, extra?: Record<string, string>) =>
      client.post(url, body, { ...headers, ...extra }),
  };
}

/** A person and a browser signed in as them. */
export async function signedInPerson(t: TestApp, overrides: NewUser = {}) {
  const person = await insertPerson(t.database.db, overrides);
  return { ...person, userId: person.id, client: await signedInClient(t, person.id) };
}

export async function insertTopic(db: Db, overrides: Partial<typeof topics.$inferInsert> = {}) {
  const [row] = await db
    .insert(topics)
    .values({ title: `Topic ${unique()}`, ...overrides })
    .returning();
  return stored(row, 'topic');
}

/** A place; by default a district of Taipei with a state of its own, as a place's address is unique. */
export async function insertLocation(db: Db, overrides: Partial<typeof locations.$inferInsert> = {}) {
  const [row] = await db
    .insert(locations)
    .values({
      countryCode: 'tw',
      country: 'Taiwan',
      state: `Taipei ${unique()}`,
      city: 'Taipei',
      name: 'Taipei, Taiwan',
      ...overrides,
    })
    .returning();
  return stored(row, 'location');
}

export async function insertEntity(db: Db, overrides: Partial<typeof entities.$inferInsert> = {}) {
  const [row] = await db
    .insert(entities)
    .values({ title: `Entity ${unique()}`, description: 'About it.', ...overrides })
    .returning();
  return stored(row, 'entity');
}

export type StoryOptions = Partial<Omit<NewContent, 'authorId'>> & {
  /** Deleted through the real path, so it also leaves topic pages and counts. */
  deleted?: boolean;
  /** A raw hot score, for tests that rank stories without building their engagement. */
  hotScore?: number;
};

/**
 * A story by `authorId` (its publisher too unless told) through the real write path: a published post
 * in English, a minute old unless told, so a story stamped 'now' later in a test is newer. Counts start
 * from `counts`; drafts have no publishing time.
 */
export async function insertStory(db: Db, authorId: number, options: StoryOptions = {}) {
  const { deleted, hotScore, ...input } = options;
  const now = new Date();
  return db.transaction(async (tx) => {
    const id = await insertContent(
      tx,
      {
        ctype: CTYPE.post,
        status: 'published',
        publisherId: authorId,
        title: `Story ${unique()}`,
        body: '<p>Hello.</p>',
        lang: 'en',
        publishedAt: new Date(now.getTime() - 60_000),
        ...input,
        authorId,
      },
      now,
    );
    if (deleted) await markContentDeleted(tx, id, now);
    if (hotScore !== undefined) await tx.update(contents).set({ hotScore }).where(eq(contents.id, id));
    const [row] = await tx.select().from(contents).where(eq(contents.id, id));
    return stored(row, 'story');
  });
}

/** `followerId` follows a person, topic or place; the counters move as the follow service moves them. */
export async function insertFollow(
  db: Db,
  followerId: number,
  kind: FollowKind,
  targetId: number,
  at?: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(follows)
      .values({ followerId, targetKind: kind, targetId, ...(at ? { createdAt: at } : {}) });
    const table = kind === 'user' ? users : kind === 'topic' ? topics : locations;
    await tx
      .update(table)
      .set({ followerCount: sql`${table.followerCount} + 1` })
      .where(eq(table.id, targetId));
    if (kind === 'user') {
      await tx
        .update(users)
        .set({ followingCount: sql`${users.followingCount} + 1` })
        .where(eq(users.id, followerId));
    }
  });
}

/** A vote (up unless told) with the content's count and hot score moved, as the vote service does. */
export async function insertVote(
  db: Db,
  userId: number,
  contentId: number,
  options: { value?: 1 | -1; at?: Date } = {},
) {
  const value = options.value ?? 1;
  await db.transaction(async (tx) => {
    await tx
      .insert(votes)
      .values({ userId, contentId, value, ...(options.at ? { createdAt: options.at } : {}) });
    await tx
      .update(contents)
      .set(
        value === 1
          ? { upvoteCount: sql`${contents.upvoteCount} + 1` }
          : { downvoteCount: sql`${contents.downvoteCount} + 1` },
      )
      .where(eq(contents.id, contentId));
    await refreshHotScore(tx, contentId);
  });
}

/** A top-level comment with the content's count and hot score moved, as the comment service does. */
export async function insertComment(
  db: Db,
  userId: number,
  contentId: number,
  options: { body?: string; at?: Date } = {},
) {
  const { at } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({
        userId,
        contentId,
        body: options.body ?? 'Nice one',
        ...(at ? { createdAt: at, updatedAt: at } : {}),
      })
      .returning();
    await tx
      .update(contents)
      .set({ commentCount: sql`${contents.commentCount} + 1` })
      .where(eq(contents.id, contentId));
    await refreshHotScore(tx, contentId);
    return stored(row, 'comment');
  });
}

/** A time `minutes` before a fixed instant, so orderings are exact. */
export const minutesAgo = (minutes: number, from = new Date('2026-11-22T12:00:00.000Z')) =>
  new Date(from.getTime() - minutes * 60_000);

/** Reads every page of a paged endpoint, following its cursors; fails on a page that is not a 200. */
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
