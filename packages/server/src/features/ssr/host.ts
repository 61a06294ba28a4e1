import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { mobileHomeRedirect, type PageContext, SOCIAL_COMMENTS_ORIGIN } from '@masthead/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import type { AppConfig } from '../../config.ts';
import { isApiPath } from '../../http/api-path.ts';
import { CACHE_FOREVER } from '../../http/cache.ts';
import { requestCountry, requestFlavour, requestLanguage } from '../../http/request-context.ts';
import { draftPreviewLanguage } from '../compose/preview-language.ts';
import { feedLangsOf } from '../feeds/feed-langs.ts';
import { actingMagazineOf } from '../magazines/acting-profile.ts';
import { businessSiteResolver, type SiteOfRequest } from '../magazines/business-site.ts';
import { createGuestPageCache } from './guest-cache.ts';
import { type BuildRoutes, guestPageClassifier } from './guest-pages.ts';
import { guestCacheKey, guestPage, type RenderedPage, sendCachedPage } from './guest-render.ts';
import { createPageApi } from './page-api.ts';

/** What a page's context takes from the request alone, before the viewer is read. */
type BaseContext = Pick<PageContext, 'lang' | 'flavour' | 'country' | 'businessSite'>;

const newNonce = () => randomBytes(16).toString('base64');

/** The web build's server entry exports this, so the server never imports web sources. */
type WebServerBuild = ServerBuild & {
  entry: { module: { createLoadContext(context: PageContext): RouterContextProvider } };
};

/**
 * DESIGN §3 / TESTING §3: a nonce-based CSP on every page. With the Stripe provider the checkout loads
 * Stripe.js (its script, card iframes and 3-D Secure frames, and its API calls); otherwise unchanged.
 */
export const contentSecurityPolicy = (
  scripts: string | { hashes: string[] },
  options: { stripe?: boolean } = {},
) =>
  [
    "default-src 'self'",
    // A nonce per response; a cached guest page names its inline scripts by hash (guest-cache.ts).
    `script-src 'self' ${typeof scripts === 'string' ? `'nonce-${scripts}'` : scripts.hashes.join(' ')}${
      options.stripe ? ' https://js.stripe.com' : ''
    }`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // Video players in stories (the sanitiser keeps only these two player addresses), and a blog post's
    // social comments, framed only when the reader asks for them (SPEC §9).
    `frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com ${SOCIAL_COMMENTS_ORIGIN}${
      options.stripe ? ' https://js.stripe.com https://hooks.stripe.com' : ''
    }`,
    `connect-src 'self'${options.stripe ? ' https://api.stripe.com' : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');

export async function registerSsr(app: FastifyInstance, config: AppConfig) {
  const serverEntry = path.join(config.webBuildDir, 'server/index.js');
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`The web build is missing (${serverEntry}). Run \`npm run build\` first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as WebServerBuild;
  const handle = createRequestHandler(build, config.production ? 'production' : 'development');

  await app.register(fastifyStatic, {
    root: path.join(config.webBuildDir, 'client'),
    wildcard: false,
    index: false,
    // The build wrote .br and .gz beside every text asset (packages/web/precompress.ts).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // Hashed bundle names never change: cache for a year.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('Cache-Control', CACHE_FOREVER);
      else reply.header('Cache-Control', 'public, max-age=3600');
    },
  });

  registerPages(app, config, {
    routes: build.routes,
    render: (request, context) => handle(request, build.entry.module.createLoadContext(context)),
  });
}

/** What renders the pages: React Router on the web build, or a stand-in in the API tests. */
export type PageRenderer = {
  routes: BuildRoutes;
  render(request: Request, context: PageContext): Promise<Response>;
};

/** The page routes on a renderer, with the guest page cache in front (docs/scaling.md). */
export function registerPages(app: FastifyInstance, config: AppConfig, renderer: PageRenderer) {
  // Built once: each page binds it to its viewer.
  const pageApiFor = createPageApi(app.services);

  const stripe = config.payments.provider === 'stripe';
  const cacheSettings = config.guestPageCache;
  const cache = cacheSettings.seconds > 0 ? createGuestPageCache(cacheSettings) : null;
  if (cache) app.services.pageEvents.listen((change) => cache.changed(change));
  const guestPageTags = guestPageClassifier(renderer.routes);

  const renderPage = async (request: FastifyRequest, url: URL, base: BaseContext, nonce: string) => {
    const services = app.services;
    const [signedIn, actingProfile] = request.viewer
      ? await Promise.all([
          services.accounts.viewerOfPage(request.viewer.userId),
          // Read only for a session that switched profile (SPEC §7): most pages pay nothing for it.
          actingMagazineOf(services.db, request.viewer),
        ])
      : [null, null];
    const viewer = signedIn?.user ?? null;
    const context: PageContext = {
      ...base,
      viewer,
      actingProfile: viewer ? actingProfile : null,
      feedLangs: feedLangsOf(request, viewer?.langs),
      unverifiedEmail: signedIn?.unverifiedEmail ?? null,
      pageKey: randomBytes(9).toString('base64url'),
      nonce,
      devTools: !config.production,
      api: pageApiFor(request.viewer),
    };
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
    }
    const webRequest = new Request(url, {
      method: request.method,
      headers,
      signal: AbortSignal.timeout(30_000),
    });
    return renderer.render(webRequest, context);
  };

  const sendResponse = (reply: FastifyReply, response: Response | RenderedPage, nonce: string) => {
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    if ((response.headers.get('content-type') ?? '').includes('text/html')) {
      reply.header('Content-Security-Policy', contentSecurityPolicy(nonce, { stripe }));
      reply.header('Cache-Control', 'private, no-store');
    }
    if ('html' in response) return reply.send(response.html);
    if (!response.body) return reply.send();
    return reply.send(response.body);
  };

  const render = async (request: FastifyRequest, reply: FastifyReply, businessSite: SiteOfRequest) => {
    const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
    // A business site's home is the business's page, not the reader's home feed.
    const redirect = businessSite
      ? null
      : mobileHomeRedirect(url.pathname, url.searchParams, request.headers['user-agent']);
    if (redirect) return reply.redirect(redirect, 302);

    const base: BaseContext = {
      lang: draftPreviewLanguage(url) ?? requestLanguage(request),
      flavour: requestFlavour(request),
      country: requestCountry(request, config.countryHeader),
      businessSite,
    };
    const tags = cache && !request.viewer && request.method === 'GET' ? guestPageTags(url) : null;
    if (cache && tags) {
      const key = guestCacheKey(request, {
        ...base,
        feedLangs: feedLangsOf(request, null),
      });
      const page = await guestPage(cache, key, tags, async () => {
        const nonce = newNonce();
        const response = await renderPage(request, url, base, nonce);
        return { status: response.status, headers: response.headers, html: await response.text(), nonce };
      });
      if ('html' in page) return sendResponse(reply, page, page.nonce);
      return sendCachedPage(request, reply, page, {
        policy: contentSecurityPolicy({ hashes: page.scriptHashes }, { stripe }),
        seconds: cacheSettings.seconds,
        countryHeader: config.countryHeader,
      });
    }
    const nonce = newNonce();
    return sendResponse(reply, await renderPage(request, url, base, nonce), nonce);
  };

  registerPageRoutes(app, render, businessSiteResolver(app.services));
}

/**
 * The pages take every GET and HEAD that no other route answers, except under /api and /api2: an
 * unknown API address keeps the JSON 404 envelope (not_found), as it has for every other method. The
 * host may name a business site (DESIGN §4), which the page is rendered for.
 */
export function registerPageRoutes(
  app: FastifyInstance,
  render: (request: FastifyRequest, reply: FastifyReply, site: SiteOfRequest) => Promise<FastifyReply>,
  siteOf: (request: FastifyRequest) => Promise<SiteOfRequest> = async () => null,
) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url)) {
      // The not-found handler sends the answer itself.
      reply.callNotFound();
      return reply;
    }
    return render(request, reply, await siteOf(request));
  };
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler });
  app.route({ method: ['GET', 'HEAD'], url: '/', handler });
}
