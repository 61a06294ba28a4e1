import { REFERRER, USER_TYPE } from '@masthead/core';
import { asc, eq } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../features/accounts/tables.ts';
import { contents, contentTopics, locations, topics } from '../features/content/tables.ts';
import { createServices } from '../services.ts';

/**
 * Readers acting on the demo stories, through the same services the API uses (so every counter,
 * notification and badge is what real use would give): follows of people, teams and topics, reads from
 * several referrers, votes, comments with a reply, and a notebook each.
 */
export async function seedDemoEngagement(db: Db, config: AppConfig) {
  const services = createServices({ db, config, clock: () => new Date() });
  const { engagement, comments, notebooks, achievements } = services;

  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.userType, USER_TYPE.person))
    .orderBy(asc(users.id));
  const stories = await db
    .select({ id: contents.id, authorId: contents.authorId, ctype: contents.ctype, lang: contents.lang })
    .from(contents)
    .where(eq(contents.status, 'published'))
    .orderBy(asc(contents.id));
  const teams = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userType, USER_TYPE.magazine))
    .orderBy(asc(users.id));
  const topicRows = await db.select({ id: topics.id }).from(topics).orderBy(asc(topics.id));
  const places = await db.select({ id: locations.id }).from(locations).orderBy(asc(locations.id));
  const firstTopic = new Map<number, number>();
  for (const row of await db.select().from(contentTopics).orderBy(asc(contentTopics.position))) {
    if (!firstTopic.has(row.contentId)) firstTopic.set(row.contentId, row.topicId);
  }

  // The badge page counts what each author published.
  await db.transaction(async (tx) => {
    for (const story of stories) await achievements.recordPublished(tx, story);
  });

  const referrers = [
    REFERRER.direct,
    REFERRER.internal,
    REFERRER.socialNetwork,
    REFERRER.microblog,
    REFERRER.discussionBoard,
  ];
  for (const [index, person] of people.entries()) {
    const others = people.filter((other) => other.id !== person.id);
    for (const other of others.slice(index % 2, (index % 2) + 2)) {
      await engagement.setFollowing(person.id, { kind: 'user', id: other.id }, true);
    }
    // Two of every three readers follow each team, so a team's page has followers too.
    for (const team of teams.filter((_, i) => (i + index) % 3 !== 0)) {
      await engagement.setFollowing(person.id, { kind: 'user', id: team.id }, true);
    }
    for (const topic of topicRows.filter((_, i) => (i + index) % 5 === 0).slice(0, 5)) {
      await engagement.setFollowing(person.id, { kind: 'topic', id: topic.id }, true);
    }
    // Each reader follows a few places, so place pages have followers.
    for (const place of places.filter((_, i) => (i + index) % 3 === 0).slice(0, 4)) {
      await engagement.setFollowing(person.id, { kind: 'location', id: place.id }, true);
    }
    // Each reader opens about half of the stories and votes on some of them.
    for (const [i, story] of stories.entries()) {
      if ((i + index) % 2 !== 0) continue;
      const topicId = firstTopic.get(story.id);
      await engagement.markRead(person.id, {
        userId: person.id,
        cgroupId: story.id,
        subsection: referrers[(i + index) % referrers.length] ?? REFERRER.direct,
        ...(topicId ? { topicId } : {}),
      });
      if (story.authorId !== person.id && (i + index) % 3 === 0) {
        await engagement.vote(person.id, story.id, (i + index) % 9 === 0 ? 'down' : 'up');
      }
    }
    const notebook = await notebooks.create(person.id, {
      name: ['Weekend reading', 'To cook', 'Cities', 'Long reads', 'Later'][index % 5] ?? 'Later',
    });
    for (const story of stories.filter((_, i) => (i + index) % 7 === 0).slice(0, 4)) {
      await notebooks.save(person.id, notebook.notebookId, story.id);
    }
  }

  // Conversations under the newest English stories and a few others: a comment, a reply, another voice.
  const talk = [
    '<p>This is exactly the kind of piece I come here for. Thank you for writing it.</p>',
    '<p>I went last spring on the strength of an earlier story here, and it did not disappoint.</p>',
    '<p>Would love a follow-up with <strong>prices</strong> and opening hours.</p>',
    '<p>Saved this for my next trip. The detail about going early is the kind of thing guides leave out.</p>',
    '<p>Beautifully told. I could smell the kitchen from here.</p>',
  ];
  const replies = [
    '<p>Agreed, and the photos alone are worth it.</p>',
    '<p>Seconded. A follow-up would be great.</p>',
    '<p>Same here. Went twice last year and it keeps getting better.</p>',
  ];
  const english = stories.filter((story) => story.lang === 'en').slice(-8);
  const others = stories.filter((story) => story.lang !== 'en').slice(-3);
  for (const [i, story] of [...english, ...others].entries()) {
    const voices = people.filter((person) => person.id !== story.authorId);
    const [first, second, third] = [0, 1, 2].map((k) => voices[(i + k) % voices.length]);
    if (!first || !second || !third) continue;
    const comment = await comments.create(first.id, {
      cgroupId: story.id,
      body: talk[i % talk.length] ?? '',
    });
    await comments.create(second.id, {
      cgroupId: story.id,
      parentId: comment.commentId,
      body: replies[i % replies.length] ?? '',
    });
    if (i % 2 === 0) {
      await comments.create(third.id, { cgroupId: story.id, body: talk[(i + 2) % talk.length] ?? '' });
    }
  }
}
