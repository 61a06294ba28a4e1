import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  businessUsernameFromHost,
  EMBED_PAGE_SIZE_DEFAULT,
  parseContentPath,
  parseProfilePath,
  ZEmbedFeedQuery,
  ZEmbedNoQuery,
  ZEmbedScriptParams,
  ZEmbedStoryParams,
  ZEmbedStoryQuery,
  ZOembedQuery,
} from '@masthead/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { CACHE_FOREVER } from '../../http/cache.ts';
import { defineRoute } from '../../http/route.ts';
import { type Bounds, profileOembed, storyOembed } from './oembed.ts';
import { embedScriptReader, pickEncoding } from './script-files.ts';
import { storyCardHtml, storyCardPolicy } from './story-card.ts';

/** The stable script name: a publisher's snippet names it, so it is cached briefly and revalidated. */
const STABLE_CACHE = 'public, max-age=300, stale-while-revalidate=86400';
/** Feed pages change as stories are published; a CDN and the reader's browser may keep one a minute. */
const FEED_CACHE = 'public, max-age=60, stale-while-revalidate=300';
const CARD_CACHE = 'public, max-age=300';

/**
 * The embed kit (issue 19, SPEC §1): the feed script at /js/ext/feed.embed.js (and its content-hashed
 * name), the public feed JSON it reads from any site (CORS for that route alone, never credentials),
 * the oEmbed provider and the single-story card page that oEmbed's html frames.
 */
export function registerEmbedRoutes(app: FastifyInstance) {
  const config = app.services.config;
  const origin = new URL(config.publicUrl).origin;
  const readScript = embedScriptReader(path.join(config.webBuildDir, 'embed'));

  // The feed JSON is public and the same for everyone: any site may read it, without cookies. Set before
  // parsing so that a refusal (400, 404) is readable by the embed too.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api2/embed/')) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    }
  });

  const sendScript = (request: FastifyRequest, reply: FastifyReply, cache: string) => {
    const script = readScript();
    if (!script) throw new AppError('not_found');
    const etag = `"${script.hash}"`;
    reply
      .header('Content-Type', 'text/javascript; charset=utf-8')
      .header('Cache-Control', cache)
      .header('ETag', etag)
      .header('Vary', 'Accept-Encoding')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Access-Control-Allow-Origin', '*');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding === 'br' ? script.brotli : encoding === 'gzip' ? script.gzip : script.plain);
  };

  defineRoute(app, {
    route: 'GET /js/ext/feed.embed.js',
    access: 'public',
    summary:
      'SPEC §1 the blog embed feed script (its newest build; cached 5 minutes). Precompressed: br or gzip.',
    tags: ['embed'],
    query: ZEmbedNoQuery,
    handler: async ({ request, reply }) => sendScript(request, reply, STABLE_CACHE),
  });

  defineRoute(app, {
    route: 'GET /js/ext/:file',
    access: 'public',
    summary: 'The embed script under its content-hashed name, feed.embed.{hash}.js, cached for a year.',
    tags: ['embed'],
    params: ZEmbedScriptParams,
    query: ZEmbedNoQuery,
    handler: async ({ params, request, reply }) => {
      if (readScript()?.file !== params.file) throw new AppError('not_found');
      return sendScript(request, reply, CACHE_FOREVER);
    },
  });

  defineRoute(app, {
    route: 'GET /api2/embed/feed',
    access: 'public',
    summary:
      "A profile's published stories for the embed script: a page of `pagesize` (default 6), one language, matching words. Public, CORS for any site, no cookies.",
    tags: ['embed'],
    query: ZEmbedFeedQuery,
    handler: async ({ query, reply }) => {
      const answer = await app.services.embed.feed(query, query.pagesize ?? EMBED_PAGE_SIZE_DEFAULT);
      if (!answer) throw new AppError('not_found');
      reply.header('Cache-Control', FEED_CACHE);
      return answer;
    },
  });

  const mainUrl = new URL(config.publicUrl);
  /**
   * The open business whose site (DESIGN §4: {username}.{suffix}, the main site's scheme and port) an
   * address is on; null for any other host.
   */
  async function businessOf(url: URL) {
    if (url.protocol !== mainUrl.protocol || url.port !== mainUrl.port) return null;
    const username = businessUsernameFromHost(url.host, config.businessHostSuffix);
    return username === null ? null : app.services.magazines.businessSite(username);
  }

  /**
   * What an address names: a story or a profile on this site, or on a business's site (its home is the
   * business, /writers/@{name} a writer, the content routes its stories); other hosts name nothing.
   */
  async function oembedOf(address: string, bounds: Bounds) {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return null;
    }
    const business = url.origin === origin ? null : await businessOf(url);
    if (url.origin !== origin && !business) return null;
    const content = parseContentPath(url.pathname);
    if (content && (!business || content.username === null)) {
      const story = await app.services.embed.story(content.cgroupId);
      return story ? storyOembed(origin, story, bounds) : null;
    }
    const profileAddress = parseProfilePath(url.pathname, { businessSite: business !== null });
    if (!profileAddress) return null;
    const who =
      profileAddress.kind === 'business-owner'
        ? (business?.userId ?? null)
        : profileAddress.kind === 'id'
          ? profileAddress.userId
          : { username: profileAddress.username };
    if (who === null) return null;
    const profile = await app.services.embed.profileOf(who);
    return profile ? profileOembed(origin, profile, bounds) : null;
  }

  defineRoute(app, {
    route: 'GET /oembed',
    access: 'public',
    summary:
      'oEmbed provider (oembed.com) for story and profile addresses of this site and of its business sites ({business}.{suffix}): a rich answer in JSON. 404 for any other address or host, 501 for a format other than json.',
    tags: ['embed'],
    query: ZOembedQuery,
    handler: async ({ query, reply }) => {
      if (query.format !== undefined && query.format !== 'json') {
        return reply
          .status(501)
          .type('text/plain; charset=utf-8')
          .send('Not Implemented: this oEmbed provider answers format=json only.');
      }
      const answer = await oembedOf(query.url, query);
      if (!answer) throw new AppError('not_found');
      return reply
        .header('Access-Control-Allow-Origin', '*')
        .header('Cache-Control', 'public, max-age=3600')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(answer));
    },
  });

  defineRoute(app, {
    route: 'GET /embed/story/:cgroupId',
    access: 'public',
    summary: "A story's card as a small page any site may frame (what oEmbed's html shows).",
    tags: ['embed'],
    params: ZEmbedStoryParams,
    query: ZEmbedStoryQuery,
    handler: async ({ params, query, reply }) => {
      const story = await app.services.embed.story(params.cgroupId);
      if (!story) throw new AppError('not_found');
      const nonce = randomBytes(16).toString('base64');
      reply.removeHeader('X-Frame-Options');
      return reply
        .header('Content-Security-Policy', storyCardPolicy(nonce))
        .header('Cache-Control', CARD_CACHE)
        .type('text/html; charset=utf-8')
        .send(storyCardHtml(origin, story, { nonce, theme: query.theme ?? 'light' }));
    },
  });
}
