import { COOKIE_NAMES, CTYPE } from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createClient } from '../../test/app.ts';
import { createSession } from '../accounts/sessions.ts';
import { users } from '../accounts/tables.ts';
import { contents, contentTopics, locations, topics } from '../content/tables.ts';

/**
 * Test factories for engagement and comments: people, topics, places and stories written straight to
 * the tables (the writing features are elsewhere), and browsers signed in as those people.
 */

let counter = 0;
const next = () => {
  counter += 1;
  return `${counter}${Math.random().toString(36).slice(2, 6)}`;
};

export async function makePerson(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = next();
  const [row] = await db
    .insert(users)
    .values({ username: `reader_${id}`, displayName: `Reader ${id}`, ...overrides })
    .returning();
  return row!;
}

/** A browser with a session cookie for the person (no sign-in round trip). */
export async function browserOf(app: FastifyInstance, db: Db, userId: number) {
  const { token } = await createSession(db, {
    userId,
    remember: true,
    ip: '127.0.0.1',
    userAgent: 'engagement test',
    now: new Date(),
  });
  const client = createClient(app, { ip: `10.9.${(userId >> 8) & 255}.${userId & 255}` });
  client.jar.set(COOKIE_NAMES.session, token);
  return client;
}

/** A person and a browser signed in as them. */
export async function makeReader(app: FastifyInstance, db: Db) {
  const person = await makePerson(db);
  return { ...person, userId: person.id, client: await browserOf(app, db, person.id) };
}

export async function makeTopic(db: Db, title = `Topic ${next()}`) {
  const [row] = await db.insert(topics).values({ title }).returning();
  return row!;
}

export async function makeLocation(db: Db) {
  const id = next();
  const [row] = await db
    .insert(locations)
    .values({ countryCode: 'tw', country: 'Taiwan', state: 'Taipei', city: `City ${id}`, name: `City ${id}` })
    .returning();
  return row!;
}

/** A published post by the publisher, with topics in order and an optional place. */
export async function makeStory(
  db: Db,
  publisherId: number,
  options: {
    topicIds?: number[];
    locationId?: number;
    status?: 'draft' | 'published';
    deleted?: boolean;
  } = {},
) {
  const now = new Date();
  const published = (options.status ?? 'published') === 'published';
  const [row] = await db
    .insert(contents)
    .values({
      ctype: CTYPE.post,
      status: options.status ?? 'published',
      authorId: publisherId,
      publisherId,
      title: `Story ${next()}`,
      description: 'A story for engagement tests.',
      body: '<p>Hello.</p>',
      locationId: options.locationId ?? null,
      publishedAt: published ? new Date(now.getTime() - 3_600_000) : null,
      deletedAt: options.deleted ? now : null,
    })
    .returning();
  const story = row!;
  if (options.topicIds?.length) {
    await db.insert(contentTopics).values(
      options.topicIds.map((topicId, position) => ({
        contentId: story.id,
        topicId,
        position,
        publishedAt: story.publishedAt,
      })),
    );
  }
  return story;
}
