import type { TopicRef } from '../content/types.ts';
import type { PageSection } from './sections.ts';

/*
 * How a page lists its sections (SPEC §2 subsection management), without zod: story cards on every
 * reader's page use it, and the reader's pages load no schema library.
 */

/**
 * A topic of the page as the page lists it: its title there, how many of the page's stories it holds,
 * and under a section's own title, the topic's (its address is made from that).
 */
export type PageSectionTopic = TopicRef & { storyCount: number; topicTitle?: string };

/** One arranged section as the side panel shows it: the topic, its title on the page, and whether shown. */
export type PageSectionView = PageSectionTopic & { topicTitle: string; hidden: boolean };

/** The address part of a listed topic: its own title, whatever the section calls it. */
export const sectionRoute = (topic: { topicId: number; title: string; topicTitle?: string | undefined }) => ({
  topicId: topic.topicId,
  title: topic.topicTitle ?? topic.title,
});

/**
 * The topics a page lists: with no arrangement, the ones it publishes in most (`used`, already in that
 * order); arranged, its sections in order, hidden ones left out, each under its own title when it has one.
 */
export function arrangeSections(
  used: readonly PageSectionTopic[],
  sections: readonly PageSection[] | null,
  topics: ReadonlyMap<number, PageSectionTopic>,
): PageSectionTopic[] {
  if (sections === null) return [...used];
  return sections.flatMap((section) => {
    const topic = topics.get(section.topicId);
    if (!topic || section.hidden) return [];
    return [{ ...topic, title: section.title || topic.title, topicTitle: topic.title }];
  });
}

/**
 * A story card's topics on a page with sections: the page's sections first, in the page's order and
 * under their titles there, then the card's other topics as they came.
 */
export function orderCardTopics<T extends Pick<TopicRef, 'topicId' | 'title'>>(
  topics: readonly T[],
  sections: readonly PageSectionTopic[] | null,
): (T & { topicTitle?: string })[] {
  if (!sections || sections.length === 0) return [...topics];
  const rank = new Map(sections.map((section, index) => [section.topicId, index]));
  const titleOf = new Map(sections.map((section) => [section.topicId, section.title]));
  return topics
    .map((topic) => {
      const title = titleOf.get(topic.topicId);
      return title === undefined ? topic : { ...topic, title, topicTitle: topic.title };
    })
    .sort((a, b) => (rank.get(a.topicId) ?? sections.length) - (rank.get(b.topicId) ?? sections.length));
}
