import { CTYPE, MAGAZINE_ROLE, OWNER_TYPE, PLAN_GROUP, USER_TYPE } from '@masthead/core';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { magazineMembers, users } from '../features/accounts/tables.ts';
import { topics } from '../features/content/tables.ts';
import { insertContent } from '../features/content/write.ts';
import { magazinePlans, magazines } from '../features/magazines/tables.ts';

/** The demo business's username: its own site is harbourlight.localhost (DESIGN §4). */
export const DEMO_BUSINESS = 'harbourlight';

const STORIES = [
  {
    by: 'sam',
    daysAgo: 21,
    title: 'Lanterns Along the Harbour Wall',
    description: 'How a street of lamp makers kept the old harbour lit through three winters.',
    topics: ['Design', 'Cities'],
    body: '<p>Every evening at six the lamp makers of the harbour wall light one lantern each, and walk it to the end of the pier. We spent a week with them.</p>',
  },
  {
    by: 'wen',
    daysAgo: 24,
    title: 'Paper, Bamboo and a Candle: How Our Lanterns Are Made',
    description: 'The workshop behind the shop, from the first cut of bamboo to the last coat of oil.',
    topics: ['Design', 'Culture'],
    body: '<p>A lantern takes two days: one for the frame, one for the paper. The candle is the easy part.</p>',
  },
] as const;

/**
 * A business with its own site (DESIGN §5's demo seed): Harbour Light, run by wen (primary owner)
 * with sam writing for it, two stories published under it and its brand colours.
 */
export async function seedDemoBusiness(db: Db, now = new Date()) {
  await db.transaction(async (tx) => {
    const people = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, ['wen', 'sam']));
    const userId = (username: string) => {
      const person = people.find((row) => row.username === username);
      if (!person) throw new Error(`demo seed: ${username} is missing`);
      return person.id;
    };
    const [business] = await tx
      .insert(users)
      .values({
        userType: USER_TYPE.magazine,
        username: DEMO_BUSINESS,
        displayName: 'Harbour Light',
        bio: 'Lamps and lanterns made by hand on the old harbour wall.',
        bioConnect: 'Meet the lamp makers of the harbour wall.',
        website: 'https://example.org/harbourlight',
        profileCreated: true,
        firstTimeLogin: false,
      })
      .returning({ id: users.id });
    const businessId = business!.id;
    await tx.insert(magazines).values({
      userId: businessId,
      kind: 'business',
      brandColors: '#1d3557;#f4a261',
      createdBy: userId('wen'),
    });
    await tx.insert(magazinePlans).values({ magazineUserId: businessId, planGroup: PLAN_GROUP.free });
    await tx.insert(magazineMembers).values([
      {
        magazineUserId: businessId,
        userId: userId('wen'),
        role: MAGAZINE_ROLE.owner,
        ownerType: OWNER_TYPE.primary,
      },
      {
        magazineUserId: businessId,
        userId: userId('sam'),
        role: MAGAZINE_ROLE.writer,
        ownerType: OWNER_TYPE.none,
      },
    ]);
    const topicRows = await tx
      .select({ id: topics.id, title: topics.title })
      .from(topics)
      .where(inArray(topics.title, [...new Set(STORIES.flatMap((story) => story.topics))]));
    for (const story of STORIES) {
      await insertContent(
        tx,
        {
          ctype: CTYPE.post,
          status: 'published',
          authorId: userId(story.by),
          publisherId: businessId,
          title: story.title,
          description: story.description,
          body: story.body,
          lang: 'en',
          publishedAt: new Date(now.getTime() - story.daysAgo * 86_400_000),
          topicIds: topicRows
            .filter((topic) => (story.topics as readonly string[]).includes(topic.title))
            .map((topic) => topic.id),
        },
        now,
      );
    }
  });
}
