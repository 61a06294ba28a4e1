import { z } from 'zod';
import type { TopicRef } from '../content/types.ts';
import { zUserIdNumber } from '../images/schemas.ts';

/**
 * SPEC §2 subsection management, read as the sections of a publisher's page: the topics their stories
 * are grouped under on their profile or magazine page. Until arranged, a page lists the topics it
 * publishes in most; once arranged, the publisher's own list: which topics, under what titles, in what
 * order, some hidden for now. Glossary: a section is one topic of the page; arranging saves the list.
 */
export const PAGE_SECTIONS_MAX = 20;
export const SECTION_TITLE_MAX = 40;

export const ZPageSection = z.strictObject({
  topicId: zUserIdNumber,
  /** The section's own title; empty: the topic's. */
  title: z.string().trim().max(SECTION_TITLE_MAX, 'validation.too.long'),
  hidden: z.boolean(),
});
export type PageSection = z.output<typeof ZPageSection>;

export const ZPageSections = z
  .array(ZPageSection)
  .max(PAGE_SECTIONS_MAX, 'validation.customisation.sections')
  .refine(
    (sections) => new Set(sections.map((section) => section.topicId)).size === sections.length,
    'validation.customisation.sections',
  );

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
