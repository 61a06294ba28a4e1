import { CTYPE, translate } from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { achievements } from '../features/achievements/tables.ts';
import { contents, contentTopics, topics } from '../features/content/tables.ts';
import type { TestApp } from './app.ts';
import type { signedInPerson } from './reading-fixtures.ts';

/** Shared by the compose tests: the document the editor sends, the calls that must succeed, row reads. */

export type Client = Awaited<ReturnType<typeof signedInPerson>>['client'];

/** A whole document as the editor's autosave sends it. */
export const doc = (over: Record<string, unknown> = {}) => ({
  ctype: CTYPE.post,
  title: 'A morning in Tamsui',
  body: '<p>The ferry leaves at seven.</p>',
  topicIds: [] as number[],
  lang: 'en',
  extra: {},
  premium: false,
  ...over,
});

export async function saved(client: Client, body: Record<string, unknown>) {
  const response = await client.post('/api2/compose/save', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as { cgroupId: number; status: string; updatedAt: string; url: string | null };
}

export async function ok(client: Client, verb: string, cgroupId: number) {
  const response = await client.post(`/api2/compose/${verb}`, { cgroupId });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

export const field = (key: Parameters<typeof translate>[1]) => translate('en', key);

/** What compose wrote, read from the test file's app (`app` is called at read time, after beforeAll). */
export function composeRows(app: () => TestApp) {
  const db = () => app().database.db;
  return {
    rowOf: async (id: number) => (await db().select().from(contents).where(eq(contents.id, id)))[0]!,
    articleCount: async (topicId: number) =>
      (await db().select({ n: topics.articleCount }).from(topics).where(eq(topics.id, topicId)))[0]!.n,
    topicRows: (contentId: number) =>
      db()
        .select()
        .from(contentTopics)
        .where(eq(contentTopics.contentId, contentId))
        .orderBy(contentTopics.position),
    postsCounter: async (userId: number) =>
      (
        await db()
          .select({ value: achievements.value })
          .from(achievements)
          .where(and(eq(achievements.userId, userId), eq(achievements.kind, 'posts')))
      )[0]?.value ?? 0,
  };
}
