import { CTYPE } from '@masthead/core';
import type { Db } from '../../db/client.ts';
import { createClient, type TestApp } from '../../test/app.ts';
import { createSession } from '../accounts/sessions.ts';
import { users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';

/** Test factories shared by the notebooks, sharing and notifications tests: people and stories as rows. */

let counter = 0;
const unique = () => `${++counter}${Math.random().toString(36).slice(2, 6)}`;

/** A person with a session, and a same-origin client that carries it. */
export async function person(t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}) {
  const username = overrides.username ?? `reader_${unique()}`;
  const [row] = await t.database.db
    .insert(users)
    .values({
      username,
      email: `${username}@example.com`,
      displayName: `Reader ${username}`.slice(0, 30),
      passwordHash: 'x',
      profileCreated: true,
      ...overrides,
    })
    .returning({ id: users.id });
  const { token } = await createSession(t.database.db, {
    userId: row!.id,
    remember: false,
    ip: '127.0.0.1',
    userAgent: 'test',
    now: t.now(),
  });
  const client = createClient(t.app, { ip: `10.9.${counter % 250}.${(counter * 7) % 250}` });
  client.jar.set('sid', token);
  return { userId: row!.id, username, client, cookie: `sid=${token}` };
}

/** A published story (or a draft, or a deleted one) by `authorId`. */
export async function story(
  db: Db,
  authorId: number,
  overrides: Partial<typeof contents.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(contents)
    .values({
      ctype: CTYPE.post,
      status: 'published',
      authorId,
      publisherId: authorId,
      title: `Story ${unique()}`,
      description: 'A story for tests',
      publishedAt: new Date(),
      ...overrides,
    })
    .returning({ id: contents.id });
  return row!.id;
}
