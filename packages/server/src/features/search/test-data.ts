import type { Db } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';
import { contents, entities, locations, topics } from '../content/tables.ts';

/** Rows for search and achievement tests, inserted directly (the content feature's API is not needed). */

let counter = 0;
const unique = () => {
  counter += 1;
  return `${counter}${Math.random().toString(36).slice(2, 6)}`;
};

export async function insertPerson(
  db: Db,
  values: Partial<{ username: string; displayName: string; userType: number; followerCount: number }> = {},
) {
  const username = values.username ?? `p_${unique()}`;
  const [row] = await db
    .insert(users)
    .values({
      username,
      displayName: values.displayName ?? username,
      userType: values.userType ?? 1,
      followerCount: values.followerCount ?? 0,
      email: values.userType === 4 ? null : `${username}@example.com`,
    })
    .returning({ id: users.id, username: users.username });
  return row!;
}

export async function insertTopic(
  db: Db,
  values: { title: string; articleCount?: number; highLight?: boolean; followerCount?: number },
) {
  const [row] = await db
    .insert(topics)
    .values({
      title: values.title,
      articleCount: values.articleCount ?? 10,
      highLight: values.highLight ?? false,
      followerCount: values.followerCount ?? 0,
    })
    .returning({ id: topics.id, title: topics.title });
  return row!;
}

export async function insertLocation(
  db: Db,
  values: { name: string; countryCode?: string; state?: string; city?: string; featured?: boolean },
) {
  const [row] = await db
    .insert(locations)
    .values({
      name: values.name,
      countryCode: values.countryCode ?? 'tw',
      country: 'Country',
      state: values.state ?? unique(),
      city: values.city ?? '',
      featured: values.featured ?? false,
    })
    .returning({ id: locations.id, name: locations.name });
  return row!;
}

export async function insertEntity(db: Db, title: string) {
  const [row] = await db.insert(entities).values({ title }).returning({ id: entities.id });
  return row!;
}

export async function insertStory(
  db: Db,
  values: {
    authorId: number;
    title: string;
    description?: string;
    ctype?: number;
    status?: 'draft' | 'published';
    deleted?: boolean;
    hotScore?: number;
    publisherId?: number;
  },
) {
  const published = (values.status ?? 'published') === 'published';
  const [row] = await db
    .insert(contents)
    .values({
      ctype: values.ctype ?? 9,
      authorId: values.authorId,
      publisherId: values.publisherId ?? values.authorId,
      title: values.title,
      description: values.description ?? '',
      status: values.status ?? 'published',
      publishedAt: published ? new Date() : null,
      deletedAt: values.deleted ? new Date() : null,
      hotScore: values.hotScore ?? 0,
    })
    .returning({ id: contents.id });
  return row!;
}
