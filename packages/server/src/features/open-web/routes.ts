import {
  parseLocationPath,
  parseSitemapPart,
  robotsText,
  ZLocationFeedParams,
  ZOpenWebQuery,
  ZProfileFeedParams,
  ZSitemapPartParams,
  ZTopicFeedParams,
} from '@masthead/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { defineRoute } from '../../http/route.ts';
import { businessSiteResolver } from '../magazines/business-site.ts';
import { sendCacheable } from './conditional.ts';
import type { BuiltFeed } from './feeds.ts';

const RSS_TYPE = 'application/rss+xml; charset=utf-8';
const XML_TYPE = 'application/xml; charset=utf-8';

/**
 * Issue 18, the open web: RSS feeds (the site, a topic, a profile, a place; a business's own host
 * serves its feed at /rss.xml), the sitemap index and its parts, and robots.txt. Public, cacheable
 * (ETag, Last-Modified, 304), 404 for a topic, profile or place that does not exist.
 */
export function registerOpenWebRoutes(app: FastifyInstance) {
  const feeds = () => app.services.openWeb.feeds;
  const siteOf = businessSiteResolver(app.services);

  /** The business whose host the request names; a host naming no open business is a 404. */
  async function businessOf(request: FastifyRequest) {
    const site = await siteOf(request);
    if (site === 'missing') throw new AppError('not_found');
    return site;
  }

  const sendFeed = (request: FastifyRequest, reply: FastifyReply, feed: BuiltFeed | null) => {
    if (!feed) throw new AppError('not_found');
    return sendCacheable(request, reply, { body: feed.xml, type: RSS_TYPE, lastModified: feed.lastModified });
  };

  defineRoute(app, {
    route: 'GET /rss.xml',
    access: 'public',
    summary: "RSS 2.0 of the site's top stories; on a business's own host, of that business's stories.",
    tags: ['open web'],
    query: ZOpenWebQuery,
    handler: async ({ request, reply }) =>
      sendFeed(request, reply, await feeds().site(await businessOf(request))),
  });

  defineRoute(app, {
    route: 'GET /blogs/:title/rss.xml',
    access: 'public',
    summary: "RSS 2.0 of a topic's newest stories (on a business's host, that business's on the topic).",
    tags: ['open web'],
    params: ZTopicFeedParams,
    query: ZOpenWebQuery,
    handler: async ({ params, request, reply }) =>
      sendFeed(request, reply, await feeds().topic(params.title, await businessOf(request))),
  });

  defineRoute(app, {
    route: 'GET /@:username/rss.xml',
    access: 'public',
    summary: "RSS 2.0 of a person's, publisher's or magazine's newest stories, as their profile lists them.",
    tags: ['open web'],
    params: ZProfileFeedParams,
    query: ZOpenWebQuery,
    handler: async ({ params, request, reply }) =>
      sendFeed(request, reply, await feeds().profile(params.username)),
  });

  defineRoute(app, {
    route: 'GET /:country/:state/:city/rss.xml',
    access: 'public',
    summary: "RSS 2.0 of a place's newest stories ('-' for a place without a state or city).",
    tags: ['open web'],
    params: ZLocationFeedParams,
    query: ZOpenWebQuery,
    handler: async ({ params, request, reply }) => {
      const address = parseLocationPath(
        `/${encodeURIComponent(params.country)}/${encodeURIComponent(params.state)}/${encodeURIComponent(params.city)}`,
      );
      if (!address) throw new AppError('not_found');
      return sendFeed(request, reply, await feeds().location(address));
    },
  });

  defineRoute(app, {
    route: 'GET /sitemap.xml',
    access: 'public',
    summary: 'The sitemap index (sitemaps.org): one part per 50,000 stories, topics, people or places.',
    tags: ['open web'],
    query: ZOpenWebQuery,
    handler: async ({ request, reply }) =>
      sendCacheable(request, reply, { body: await app.services.openWeb.sitemaps.index(), type: XML_TYPE }),
  });

  defineRoute(app, {
    route: 'GET /sitemaps/:file',
    access: 'public',
    summary: 'One sitemap part, /sitemaps/{stories|topics|people|places}-{page}.xml, with lastmod.',
    tags: ['open web'],
    params: ZSitemapPartParams,
    query: ZOpenWebQuery,
    handler: async ({ params, request, reply }) => {
      const part = parseSitemapPart(params.file);
      const body = part ? await app.services.openWeb.sitemaps.part(part.kind, part.page) : null;
      if (!body) throw new AppError('not_found');
      return sendCacheable(request, reply, { body, type: XML_TYPE });
    },
  });

  defineRoute(app, {
    route: 'GET /robots.txt',
    access: 'public',
    summary: 'What crawlers may index (public pages) and may not (settings, drafts, payments, admin, API).',
    tags: ['open web'],
    query: ZOpenWebQuery,
    handler: async ({ request, reply }) =>
      sendCacheable(request, reply, {
        body: robotsText(app.services.config.publicUrl),
        type: 'text/plain; charset=utf-8',
      }),
  });
}
