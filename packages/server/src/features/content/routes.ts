import {
  isEncodedTopicTitle,
  ZContentPageQuery,
  ZEntityFeedQuery,
  ZProfileContentQuery,
  ZQuizFeedQuery,
  ZTopicFeedQuery,
  ZTopicQuery,
} from '@masthead/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { requestFlavour } from '../../http/request-context.ts';
import { defineRoute } from '../../http/route.ts';
import { requestFeedLangs } from '../feeds/feed-langs.ts';
import { businessSiteResolver } from '../magazines/business-site.ts';

/** SPEC §8: what a reader may not see answers 'does not exist or has been deleted'. */
function found<T>(value: T | null): T {
  if (value === null) throw new AppError('not_found');
  return value;
}

/**
 * Content pages' API: the endless lists of topic pages, profiles, entities and the quiz directory
 * (FeedPage<ContentSummary>, read by InfiniteFeed), and the data of a content or topic page.
 */
export function registerContentRoutes(app: FastifyInstance) {
  const { content } = app.services;
  const tags = ['content'];
  const siteOf = businessSiteResolver(app.services);
  /** Who reads, on which flavour, and on which business site (its own stories are linked without the prefix). */
  const readOptions = async (request: FastifyRequest) => {
    const site = await siteOf(request);
    return {
      viewerId: request.viewer?.userId ?? null,
      flavour: requestFlavour(request),
      site: site === 'missing' ? undefined : (site ?? undefined),
    };
  };

  defineRoute(app, {
    route: 'GET /api2/topic/feed',
    access: 'public',
    summary:
      "A topic's published stories in the reader's feed languages (with `userId`, all of that publisher's), newest first, a page at a time.",
    tags,
    query: ZTopicFeedQuery,
    handler: async ({ query, request }) =>
      found(
        await content.topicFeed(query.topicId, query.cursor, {
          ...(await readOptions(request)),
          publisherId: query.userId,
          langs: await requestFeedLangs(app.services.db, request),
        }),
      ),
  });

  defineRoute(app, {
    route: 'GET /api2/profile/content',
    access: 'public',
    summary:
      "A profile's published stories (a person's as author, a magazine's as publisher), newest first; `limit` (1–12, default 12) is the page's main feed limit (SPEC §9: 6, 7 for magazine-layout).",
    tags,
    query: ZProfileContentQuery,
    handler: async ({ query, request }) =>
      found(
        await content.profileContent(query.userId, query.cursor, {
          ...(await readOptions(request)),
          magazineUserId: query.magazineUserId,
          limit: query.limit,
        }),
      ),
  });

  defineRoute(app, {
    route: 'GET /api2/entity/feed',
    access: 'public',
    summary: 'Published stories about an entity, newest first.',
    tags,
    query: ZEntityFeedQuery,
    handler: async ({ query, request }) =>
      found(await content.entityFeed(query.entityId, query.cursor, await readOptions(request))),
  });

  defineRoute(app, {
    route: 'GET /api2/quiz/feed',
    access: 'public',
    summary: 'The quiz directory: published quizzes, newest first.',
    tags,
    query: ZQuizFeedQuery,
    handler: async ({ query, request }) => content.quizFeed(query.cursor, await readOptions(request)),
  });

  defineRoute(app, {
    route: 'GET /api2/content/page',
    access: 'public',
    summary: 'A published content of any type with its body, type-specific part and related stories.',
    tags,
    query: ZContentPageQuery,
    handler: async ({ query, request }) =>
      found(await content.contentPage(query.cgroupId, await readOptions(request))),
  });

  defineRoute(app, {
    route: 'GET /api2/topic',
    access: 'public',
    summary:
      'A topic by id or by its encoded title, with its follower count, first page of stories in the feed languages, and how many it has in other languages (`otherLangs`).',
    tags,
    query: ZTopicQuery,
    handler: async ({ query, request }) => {
      // SPEC §8: an address that cannot hold an encoded title is a bad address, not a missing topic.
      if (query.title !== undefined && !isEncodedTopicTitle(query.title))
        throw new AppError('topic.url.invalid');
      const where =
        query.topicId !== undefined ? { topicId: query.topicId } : { encodedTitle: query.title ?? '' };
      return found(
        await content.topicPage(where, {
          ...(await readOptions(request)),
          langs: await requestFeedLangs(app.services.db, request),
        }),
      );
    },
  });
}
