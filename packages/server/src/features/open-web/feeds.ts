import {
  type BusinessSite,
  businessSiteOrigin,
  type ContentSummary,
  FEED_ITEM_COUNT,
  LANGUAGE_TAGS,
  locationFeedPath,
  locationPath,
  type MessageKey,
  type MessageVars,
  type ParsedLocationPath,
  profileFeedPath,
  profilePath,
  publicImageUrl,
  SITE_FEED_PATH,
  topicFeedPath,
  topicPath,
  translate,
  UI_LANGUAGES,
  type UiLanguage,
  USER_TYPE,
} from '@masthead/core';
import type { ServiceDeps } from '../../service-deps.ts';
import type { AccountsService } from '../accounts/service.ts';
import { contentIdsBy, topicContentIds } from '../content/feed-queries.ts';
import type { ContentService } from '../content/service.ts';
import { loadSummaries } from '../content/summaries.ts';
import { locationByAddress } from '../feeds/locations.ts';
import { locationStories, topStories } from '../feeds/stories.ts';
import { absoluteUrl } from './addresses.ts';
import { feedEntries, sharedLanguage } from './feed-items.ts';
import { type FeedChannel, rssDocument } from './rss.ts';

/** A built feed: its XML and the newest time it shows (Last-Modified). */
export type BuiltFeed = { xml: string; lastModified: Date | null };

/** The site's name in every feed title. */
const SITE_NAME = 'Masthead';

const UI_BY_TAG = new Map(UI_LANGUAGES.map((lang) => [LANGUAGE_TAGS[lang], lang] as const));

/**
 * RSS feeds of the site, a topic, a profile (or a business on its own host) and a place: each built
 * from the indexed query its page lists stories with, as a guest sees them (hidden secretAdmin authors
 * show as their magazine, closed magazines and suspended people have no feed), newest first except the
 * site's, which are its top stories.
 */
export function createOpenWebFeeds(
  deps: ServiceDeps & { content: ContentService; accounts: AccountsService },
) {
  const { db, config, content, accounts } = deps;
  const mainOrigin = config.publicUrl;
  const siteOrigin = (site: BusinessSite) =>
    businessSiteOrigin(site.username, { publicUrl: config.publicUrl, suffix: config.businessHostSuffix });

  async function build(
    summaries: ContentSummary[],
    origin: string,
    channel: Omit<FeedChannel, 'language' | 'description'> & {
      description: { key: MessageKey; vars?: MessageVars } | string;
    },
  ): Promise<BuiltFeed> {
    const entries = await feedEntries(db, summaries, origin);
    const language = sharedLanguage(entries);
    const lang: UiLanguage = (language && UI_BY_TAG.get(language)) || 'en';
    const description =
      typeof channel.description === 'string'
        ? channel.description
        : translate(lang, channel.description.key, channel.description.vars);
    const lastModified = entries.reduce<Date | null>(
      (latest, entry) => (latest && latest > entry.published ? latest : entry.published),
      null,
    );
    return { xml: rssDocument({ ...channel, description, language }, entries), lastModified };
  }

  const summariesOf = (ids: number[], site?: BusinessSite) =>
    loadSummaries(db, ids, null, { site: site ? { ...site, mainOrigin } : undefined });

  /** A profile's stories as its page lists them: a magazine's published, a person's written. */
  async function profileFeed(username: string, site?: BusinessSite): Promise<BuiltFeed | null> {
    const profile = await accounts.publicProfileByUsername(username);
    if (!profile) return null;
    const onOwnSite = site !== undefined && site.userId === profile.userId;
    const key =
      profile.userType === USER_TYPE.magazine
        ? ({ by: 'publisher', userId: profile.userId } as const)
        : ({ by: 'author', userId: profile.userId } as const);
    const page = await contentIdsBy(db, key, undefined, FEED_ITEM_COUNT);
    const origin = onOwnSite ? siteOrigin(site) : mainOrigin;
    const name = profile.displayName || profile.username;
    const link = onOwnSite ? '/' : profilePath(profile);
    return build(await summariesOf(page.ids, onOwnSite ? site : undefined), origin, {
      title: `${name} · ${SITE_NAME}`,
      link: absoluteUrl(origin, link),
      self: absoluteUrl(origin, profileFeedPath(profile.username, { businessSite: onOwnSite })),
      description: profile.bio.trim() || { key: 'profile.meta.description', vars: { name } },
      image: publicImageUrl(origin, profile.photoPath),
    });
  }

  return {
    /** /rss.xml: the site's top stories in every language; on a business's host, its own feed. */
    async site(site: BusinessSite | null): Promise<BuiltFeed | null> {
      if (site) return profileFeed(site.username, site);
      const page = await topStories(db, {
        viewerId: null,
        langs: UI_LANGUAGES,
        limit: FEED_ITEM_COUNT,
        cursor: null,
      });
      return build(page.items, mainOrigin, {
        title: SITE_NAME,
        link: `${mainOrigin}/`,
        self: `${mainOrigin}${SITE_FEED_PATH}`,
        description: { key: 'home.meta.description' },
      });
    },

    /** A topic's stories (content_topics_topic_feed_idx); on a business's host, that business's on it. */
    async topic(encodedTitle: string, site: BusinessSite | null): Promise<BuiltFeed | null> {
      const topic = await content.findTopic({ encodedTitle });
      if (!topic) return null;
      // A feed reader has no feed languages: the topic's stories in every language.
      const page = await topicContentIds(db, topic.topicId, {
        limit: FEED_ITEM_COUNT,
        publisherId: site?.userId,
      });
      const origin = site ? siteOrigin(site) : mainOrigin;
      return build(await summariesOf(page.ids, site ?? undefined), origin, {
        title: `${topic.title} · ${site ? site.displayName : SITE_NAME}`,
        link: absoluteUrl(origin, topicPath(topic)),
        self: absoluteUrl(origin, topicFeedPath(topic) ?? topicPath(topic)),
        description: topic.description.trim() || {
          key: 'content.topic.metaDescription',
          vars: { topic: topic.title },
        },
        image: publicImageUrl(origin, topic.photoPath),
      });
    },

    profile: (username: string) => profileFeed(username),

    /** A place's stories (contents_location_idx) in every language. */
    async location(address: ParsedLocationPath): Promise<BuiltFeed | null> {
      const row = await locationByAddress(db, address);
      if (!row) return null;
      const page = await locationStories(db, {
        viewerId: null,
        locationId: row.id,
        topicId: null,
        langs: UI_LANGUAGES,
        limit: FEED_ITEM_COUNT,
        cursor: null,
      });
      return build(page.items, mainOrigin, {
        title: `${row.name} · ${SITE_NAME}`,
        link: absoluteUrl(mainOrigin, locationPath(row)),
        self: absoluteUrl(mainOrigin, locationFeedPath(row) ?? locationPath(row)),
        description: { key: 'feeds.location.meta', vars: { place: row.name } },
        image: publicImageUrl(mainOrigin, row.photoPath),
      });
    },
  };
}

export type OpenWebFeeds = ReturnType<typeof createOpenWebFeeds>;
