import {
  feedPageSize,
  placeAtLevel,
  ZActivityQuery,
  ZConnectionsQuery,
  ZFeedQuery,
  ZFeedsNoQuery,
  ZFeedsPagedQuery,
  ZLocationFeedQuery,
  ZLocationPhotoQuery,
} from '@masthead/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../http/route.ts';
import { requestFeedLangs } from './feed-langs.ts';

const tags = ['feeds'];

/** Home feed, top stories, hot topics, featured, explore, loved topics, activity, connections, locations. */
export function registerFeedsRoutes(app: FastifyInstance) {
  const feeds = () => app.services.feeds;
  const langs = (request: FastifyRequest) => requestFeedLangs(app.services.db, request);
  const viewerId = (request: FastifyRequest) => request.viewer?.userId ?? null;
  /** Routes with access 'signed-in' only run for a viewer. */
  const memberId = (request: FastifyRequest) => (request.viewer as { userId: number }).userId;

  defineRoute(app, {
    route: 'GET /api2/feed/home',
    access: 'public',
    summary:
      "The reader's home feed in their feed languages, newest first: followed people, publishers, topics and " +
      'locations; top stories for guests and for readers who follow nothing. 6 a page, 7 with layout=magazine.',
    tags,
    query: ZFeedQuery,
    handler: async ({ query, request }) =>
      feeds().home({
        viewerId: viewerId(request),
        langs: await langs(request),
        layout: query.layout,
        cursor: query.cursor,
      }),
  });

  defineRoute(app, {
    route: 'GET /api2/feed/top',
    access: 'public',
    summary:
      "Top stories by hot score (time factor 24) in the reader's feed languages; 6 a page, 7 with layout=magazine.",
    tags,
    query: ZFeedQuery,
    handler: async ({ query, request }) =>
      feeds().top(viewerId(request), await langs(request), feedPageSize(query.layout), query.cursor),
  });

  defineRoute(app, {
    route: 'GET /api2/topics/hot',
    access: 'public',
    summary: "The worldwide hot topics (SPEC §9: 12), with the viewer's follow state.",
    tags,
    query: ZFeedsNoQuery,
    handler: async ({ request }) => ({ topics: await feeds().hotTopics(viewerId(request)) }),
  });

  defineRoute(app, {
    route: 'GET /api2/feed/featured',
    access: 'public',
    summary: 'The featured page (SPEC §9: at most 15): the hottest stories of highlighted topics.',
    tags,
    query: ZFeedsNoQuery,
    handler: async ({ request }) => ({
      items: await feeds().featured(viewerId(request), await langs(request)),
      nextCursor: null,
    }),
  });

  defineRoute(app, {
    route: 'GET /api2/explore',
    access: 'public',
    summary: 'Explore: hot topics, highlighted topics, top stories and featured locations.',
    tags,
    query: ZFeedsNoQuery,
    handler: async ({ request }) => feeds().explore(viewerId(request), await langs(request)),
  });

  defineRoute(app, {
    route: 'GET /api2/feed/loved-topics',
    access: 'signed-in',
    summary: "Things I love: the reader's followed topics, each with its newest stories.",
    tags,
    query: ZFeedsPagedQuery,
    handler: async ({ query, request }) =>
      feeds().lovedTopics(memberId(request), await langs(request), query.cursor),
  });

  defineRoute(app, {
    route: 'GET /api2/activity',
    access: 'signed-in',
    summary: 'Activity: tab people (followed people published, upvoted, commented), topics, or everyone.',
    tags,
    query: ZActivityQuery,
    handler: async ({ query, request }) =>
      feeds().activity(memberId(request), query.tab ?? 'people', await langs(request), query.cursor),
  });

  defineRoute(app, {
    route: 'GET /api2/connections',
    access: 'signed-in',
    summary: "The viewer's followers or the people they follow, newest first, with follow state.",
    tags,
    query: ZConnectionsQuery,
    handler: ({ query, request }) =>
      feeds().connections(memberId(request), query.tab ?? 'followers', query.cursor),
  });

  defineRoute(app, {
    route: 'GET /api2/local-guides',
    access: 'public',
    summary:
      "Local guides: for each featured location, the people who publish most about it (counting stories in the reader's feed languages).",
    tags,
    query: ZFeedsNoQuery,
    handler: async ({ request }) => ({
      locations: await feeds().localGuides(viewerId(request), await langs(request)),
    }),
  });

  defineRoute(app, {
    route: 'GET /api2/feed/vote-lists',
    access: 'public',
    summary: 'The directory of votable lists (ctype 102), newest first.',
    tags,
    query: ZFeedsPagedQuery,
    handler: async ({ query, request }) =>
      feeds().voteLists(viewerId(request), await langs(request), query.cursor),
  });

  defineRoute(app, {
    route: 'GET /api2/topics/random',
    access: 'public',
    summary: 'SPEC §2 random-topic jump: the page of a random topic of the fixed list, or null.',
    tags,
    query: ZFeedsNoQuery,
    handler: async () => ({ path: await feeds().randomTopicPath() }),
  });

  defineRoute(app, {
    route: 'GET /api2/location/feed',
    access: 'public',
    summary: "A location's stories, newest first, optionally of one topic.",
    tags,
    query: ZLocationFeedQuery,
    handler: async ({ query, request }) =>
      feeds().locationStories({
        viewerId: viewerId(request),
        locationId: query.locationId,
        topicId: query.topicId,
        langs: await langs(request),
        cursor: query.cursor,
      }),
  });

  defineRoute(app, {
    route: 'GET /api2/locations/featured',
    access: 'public',
    summary: 'Featured locations with photo and follow state.',
    tags,
    query: ZFeedsNoQuery,
    handler: async ({ request }) => ({ locations: await feeds().featuredLocations(viewerId(request)) }),
  });

  defineRoute(app, {
    route: 'GET /api2/location/photo',
    access: 'public',
    summary:
      "SPEC §7: a location's photo path at a size (default m) and its location type; `type` picks the level of the address meant (country_name, state_name, city_name). location.unknown for an unknown place.",
    tags,
    query: ZLocationPhotoQuery,
    handler: ({ query }) =>
      feeds().locationPhoto(
        placeAtLevel(
          { countryCode: query.country, state: query.state ?? '', city: query.city ?? '' },
          query.type,
        ),
        query.size ?? 'm',
      ),
  });

  defineRoute(app, {
    route: 'GET /_core/js/poca/json/FeaturedLocations.js',
    access: 'public',
    summary: 'SPEC §7: the featured locations list (name, url, countryCode, photo) as JSON, cacheable.',
    tags,
    query: ZFeedsNoQuery,
    handler: async ({ reply }) => {
      const list = await feeds().featuredLocationsScript();
      return reply
        .type('application/json; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300')
        .send(JSON.stringify(list));
    },
  });
}
