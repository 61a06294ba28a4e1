import { CTYPE, type Ctype, USER_TYPE } from '@masthead/core';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';
import { entities, locations, topics } from './tables.ts';
import { insertContent, type NewContent } from './write.ts';

/** Test factories for content: topics, places, entities, magazines and stories written straight to the database. */

let counter = 0;
const next = () => {
  counter += 1;
  return `${counter}${Math.random().toString(36).slice(2, 6)}`;
};

export async function buildTopic(db: Db, overrides: { title?: string; highLight?: boolean } = {}) {
  const [row] = await db
    .insert(topics)
    .values({ title: overrides.title ?? `Topic ${next()}`, highLight: overrides.highLight ?? false })
    .returning();
  if (!row) throw new Error('topic not stored');
  return row;
}

export async function buildMagazine(db: Db, overrides: { username?: string } = {}) {
  const [row] = await db
    .insert(users)
    .values({
      userType: USER_TYPE.magazine,
      username: overrides.username ?? `mag_${next()}`,
      displayName: 'Test Magazine',
      profileCreated: true,
    })
    .returning();
  if (!row) throw new Error('magazine not stored');
  return row;
}

export async function buildLocation(db: Db) {
  const [row] = await db
    .insert(locations)
    .values({
      countryCode: 'tw',
      country: 'Taiwan',
      state: `Taipei ${next()}`,
      city: 'Taipei',
      name: 'Taipei, Taiwan',
    })
    .returning();
  if (!row) throw new Error('location not stored');
  return row;
}

export async function buildEntity(db: Db, title = `Entity ${next()}`) {
  const [row] = await db.insert(entities).values({ title, description: 'About it.' }).returning();
  if (!row) throw new Error('entity not stored');
  return row;
}

export type StoryOverrides = Partial<NewContent> & { authorId: number };

/** A published post by `authorId` (its own publisher unless told), one minute old unless told. */
export async function buildStory(db: Db, overrides: StoryOverrides): Promise<number> {
  const now = new Date();
  return db.transaction((tx) =>
    insertContent(
      tx,
      {
        ctype: CTYPE.post as Ctype,
        status: 'published',
        publisherId: overrides.authorId,
        title: `Story ${next()}`,
        description: 'A test story.',
        body: '<p>Hello <strong>reader</strong>.</p>',
        lang: 'en',
        publishedAt: new Date(now.getTime() - 60_000),
        ...overrides,
      },
      now,
    ),
  );
}
