import {
  type ContentSummary,
  EMBED_DEFAULTS,
  type EmbedOptions,
  embedSnippet,
  embedStoryPath,
  type OembedAnswer,
} from '@masthead/core';
import { escapeHtml } from '../mail/templates.ts';

/** What oEmbed answers name us by (the RSS feeds use the same name). */
export const PROVIDER_NAME = 'Masthead';
/** oEmbed §2.3.4: a consumer may cache an answer this many seconds. */
const CACHE_AGE = 3600;

/** The story card's size: SPEC §9's embedded-content width 550; taller with a photo. */
export const STORY_CARD = { width: 550, height: 200, photoHeight: 480, minWidth: 200 } as const;
const PROFILE_FEED = { width: 600, height: 800 } as const;

export type Bounds = { maxwidth?: number | undefined; maxheight?: number | undefined };

const fit = (wanted: number, bound: number | undefined) =>
  bound === undefined ? wanted : Math.min(wanted, bound);

/** A story as an oEmbed rich answer: an iframe of its card page (/embed/story/{id}). */
export function storyOembed(origin: string, story: ContentSummary, bounds: Bounds): OembedAnswer {
  const width = fit(STORY_CARD.width, bounds.maxwidth);
  const height = fit(story.photoPath ? STORY_CARD.photoHeight : STORY_CARD.height, bounds.maxheight);
  const src = `${origin}${embedStoryPath(story.cgroupId)}`;
  return {
    type: 'rich',
    version: '1.0',
    title: story.title,
    author_name: story.author.displayName,
    author_url: `${origin}/@${encodeURIComponent(story.author.username)}`,
    provider_name: PROVIDER_NAME,
    provider_url: `${origin}/`,
    cache_age: CACHE_AGE,
    html: `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(story.title)}" frameborder="0" loading="lazy" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"></iframe>`,
    width,
    height,
  };
}

/** A profile as an oEmbed rich answer: the feed script's snippet with its default options. */
export function profileOembed(
  origin: string,
  profile: { userId: number; username: string; displayName: string },
  bounds: Bounds,
): OembedAnswer {
  const options: EmbedOptions = { ...EMBED_DEFAULTS, userId: profile.userId };
  return {
    type: 'rich',
    version: '1.0',
    title: profile.displayName,
    author_name: profile.displayName,
    author_url: `${origin}/@${encodeURIComponent(profile.username)}`,
    provider_name: PROVIDER_NAME,
    provider_url: `${origin}/`,
    cache_age: CACHE_AGE,
    html: embedSnippet(origin, options),
    width: fit(PROFILE_FEED.width, bounds.maxwidth),
    height: fit(PROFILE_FEED.height, bounds.maxheight),
  };
}
