import { z } from 'zod';
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
