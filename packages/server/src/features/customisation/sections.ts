import {
  arrangeSections,
  type PageSection,
  type PageSectionTopic,
  type PageSectionView,
} from '@masthead/core';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contents, contentTopics, topics } from '../content/tables.ts';
import { withTitleLang } from '../langs/detect.ts';

/** Stories a page has published: its own, or a magazine's (by contents_publisher_idx). */
const publishedBy = (userId: number) =>
  and(
    eq(contents.publisherId, userId),
    eq(contents.status, 'published'),
    isNull(contents.deletedAt),
    sql`${contents.publishedAt} is not null`,
  );

/** The topics a page publishes in most, with how many of its stories each holds (`only`: just these). */
export async function publishedTopics(
  db: DbOrTx,
  userId: number,
  options: { limit: number; only?: number[] },
): Promise<PageSectionTopic[]> {
  const stories = count();
  const rows = await db
    .select({ topicId: topics.id, title: topics.title, highLight: topics.highLight, storyCount: stories })
    .from(contents)
    .innerJoin(contentTopics, eq(contentTopics.contentId, contents.id))
    .innerJoin(topics, eq(topics.id, contentTopics.topicId))
    .where(and(publishedBy(userId), options.only ? inArray(topics.id, options.only) : undefined))
    .groupBy(topics.id)
    .orderBy(desc(stories), topics.title)
    .limit(options.limit);
  return rows.map(withTitleLang);
}

/** The topics named by a page's sections (those with none of its stories count 0); gone ones are left out. */
async function sectionTopics(db: DbOrTx, userId: number, sections: readonly PageSection[]) {
  const ids = sections.map((section) => section.topicId);
  const found = new Map<number, PageSectionTopic>();
  if (ids.length === 0) return found;
  const [used, named] = await Promise.all([
    publishedTopics(db, userId, { limit: ids.length, only: ids }),
    db
      .select({ topicId: topics.id, title: topics.title, highLight: topics.highLight })
      .from(topics)
      .where(inArray(topics.id, ids)),
  ]);
  for (const topic of named) found.set(topic.topicId, withTitleLang({ ...topic, storyCount: 0 }));
  for (const topic of used) found.set(topic.topicId, topic);
  return found;
}

/** Whether every section names a topic that exists (a save naming another is refused). */
export async function sectionsExist(db: DbOrTx, sections: readonly PageSection[]) {
  if (sections.length === 0) return true;
  const [row] = await db
    .select({ n: count() })
    .from(topics)
    .where(
      inArray(
        topics.id,
        sections.map((section) => section.topicId),
      ),
    );
  return (row?.n ?? 0) === sections.length;
}

/**
 * A page's sections (SPEC §2 subsection management): as the page lists them (`arranged`, null until the
 * publisher arranged them), as the side panel edits them (`views`), and the topics it may add (`choices`).
 */
export async function pageSections(
  db: DbOrTx,
  userId: number,
  stored: PageSection[] | null,
  options: { limit: number; withChoices: boolean },
) {
  const [topicsById, choices] = await Promise.all([
    sectionTopics(db, userId, stored ?? []),
    options.withChoices ? publishedTopics(db, userId, { limit: options.limit }) : Promise.resolve([]),
  ]);
  const views: PageSectionView[] | null = stored
    ? stored.flatMap((section) => {
        const topic = topicsById.get(section.topicId);
        return topic
          ? [
              {
                ...topic,
                title: section.title || topic.title,
                topicTitle: topic.title,
                hidden: section.hidden,
              },
            ]
          : [];
      })
    : null;
  return { arranged: stored ? arrangeSections([], stored, topicsById) : null, views, choices };
}
