import { z } from 'zod';
import { parseContentPath, parseProfilePath, parseTopicPath } from '../content/routes.ts';
import { zUserIdText } from '../images/schemas.ts';
import { FEATURED_MAX } from './styles.ts';

/**
 * SPEC §3 featured layout items, the things a page puts in its Featured row above its feed: A a story
 * (the legacy topicObjs: any published content but a quiz), B a blog (a publisher: a person or a
 * magazine), T a topic, Q a quiz. SPEC §9: at most 15. Stored as references; the page shows those
 * that still exist, in the chosen order.
 */
export const FEATURED_TYPES = ['A', 'B', 'T', 'Q'] as const;
export type FeaturedType = (typeof FEATURED_TYPES)[number];

export const ZFeaturedItem = z.strictObject({
  type: z.enum(FEATURED_TYPES, { error: 'validation.invalid' }),
  /** A: the story's cgroupId, B: the publisher's userId, T: the topicId, Q: the quiz's cgroupId. */
  id: z.number({ error: 'validation.invalid' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type FeaturedItem = z.output<typeof ZFeaturedItem>;

export const featuredKey = (item: FeaturedItem) => `${item.type}${item.id}`;

export const ZFeaturedItems = z
  .array(ZFeaturedItem)
  .max(FEATURED_MAX, 'validation.customisation.featured')
  .refine(
    (items) => new Set(items.map(featuredKey)).size === items.length,
    'validation.customisation.featured',
  );

/** The longest address the panel looks up. */
export const FEATURED_ADDRESS_MAX = 2000;

/**
 * GET /api2/user/setting/profile/featured?userId=&url=: what a pasted address of this site names, as
 * a featured item's card (the panel adds it to the list).
 */
export const ZFeaturedLookup = z.strictObject({
  userId: zUserIdText,
  url: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(FEATURED_ADDRESS_MAX, 'validation.too.long'),
});

/** One featured item as the page shows it. */
export type FeaturedCard = FeaturedItem & {
  title: string;
  /** The item's page on this site. */
  url: string;
  photoPath: string | null;
  /** A story's or quiz's author, a topic's story count is left out: only what a card needs. */
  byline: string | null;
};

/** What a featured address names before the server looks it up (a story and a quiz look alike). */
export type FeaturedAddress =
  | { kind: 'content'; cgroupId: number }
  | { kind: 'topic'; topic: { topicId: number } | { encodedTitle: string } }
  | { kind: 'profile'; who: number | { username: string } };

/**
 * Reads the path (with its query) of an address of this site: a content page, a topic page or a
 * profile (a writer shown within a magazine is the writer). On a business's own host (DESIGN §4,
 * `business` its username) the paths drop their /@{username} prefix: / is the business itself and
 * /writers/@{name} a writer. Null for any other page.
 */
export function parseFeaturedAddress(
  pathWithQuery: string,
  site: { business: string } | null = null,
): FeaturedAddress | null {
  const content = parseContentPath(pathWithQuery);
  if (content) return { kind: 'content', cgroupId: content.cgroupId };
  const topic = parseTopicPath(pathWithQuery);
  if (topic)
    return {
      kind: 'topic',
      topic: topic.kind === 'id' ? { topicId: topic.topicId } : { encodedTitle: topic.encodedTitle },
    };
  if (site && /^\/(index\.html)?(\?.*)?$/.test(pathWithQuery))
    return { kind: 'profile', who: { username: site.business } };
  const profile = parseProfilePath(pathWithQuery, { businessSite: site !== null });
  if (profile?.kind === 'id') return { kind: 'profile', who: profile.userId };
  if (profile?.kind === 'username') return { kind: 'profile', who: { username: profile.username } };
  return null;
}
