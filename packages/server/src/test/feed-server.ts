import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Tests only: a blog on loopback. Each path answers what the test sets (a page, a feed, a redirect,
 * an error); every request and every TCP connection is counted (the canary of TESTING §4).
 */
export type Route = (request: IncomingMessage, response: ServerResponse) => void;

export async function startFeedServer(host = '127.0.0.1') {
  const routes = new Map<string, Route>();
  const hits = new Map<string, number>();
  const state = { connections: 0, requests: 0 };
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    state.requests += 1;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes.get(path);
    if (route) route(request, response);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  server.on('connection', () => {
    state.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen({ host, port: 0 }, resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://${host}:${port}`;
  return {
    origin,
    port,
    state,
    hits: (path: string) => hits.get(path) ?? 0,
    /** Serves text at a path with a content type (and extra headers). */
    serve(path: string, body: string, type: string, headers: Record<string, string> = {}) {
      routes.set(path, (_request, response) => {
        response.writeHead(200, { 'content-type': type, ...headers }).end(body);
      });
    },
    route(path: string, handler: Route) {
      routes.set(path, handler);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export type FixtureItem = { title: string; link: string; guid?: string; description?: string; date?: string };

/** An RSS 2.0 feed; titles and descriptions are escaped as a well-behaved feed would. */
export function rssFeed(
  channel: { title: string; link: string; description?: string },
  items: FixtureItem[],
) {
  const body = items
    .map(
      (item) =>
        `<item><title>${escapeXml(item.title)}</title><link>${escapeXml(item.link)}</link>` +
        (item.guid ? `<guid isPermaLink="false">${escapeXml(item.guid)}</guid>` : '') +
        (item.description !== undefined ? `<description>${escapeXml(item.description)}</description>` : '') +
        (item.date ? `<pubDate>${item.date}</pubDate>` : '') +
        '</item>',
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>
<title>${escapeXml(channel.title)}</title><link>${escapeXml(channel.link)}</link>
<description>${escapeXml(channel.description ?? '')}</description>
${body}
</channel></rss>`;
}

/** An Atom feed. */
export function atomFeed(feed: { title: string; link: string; subtitle?: string }, entries: FixtureItem[]) {
  const body = entries
    .map(
      (entry) =>
        `<entry><id>${escapeXml(entry.guid ?? entry.link)}</id><title type="html">${escapeXml(entry.title)}</title>` +
        `<link rel="alternate" href="${escapeXml(entry.link)}"/>` +
        (entry.description !== undefined
          ? `<summary type="html">${escapeXml(entry.description)}</summary>`
          : '') +
        `<updated>${entry.date ?? '2024-05-01T10:00:00Z'}</updated></entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>${escapeXml(feed.title)}</title>
<subtitle>${escapeXml(feed.subtitle ?? '')}</subtitle>
<link href="${escapeXml(feed.link)}"/><link rel="self" href="${escapeXml(feed.link)}atom.xml"/>
<id>${escapeXml(feed.link)}</id><updated>2024-05-01T10:00:00Z</updated>
${body}
</feed>`;
}

/** An HTML page that announces its feed (or none). */
export const htmlPage = (title: string, feedHref: string | null, type = 'application/rss+xml') =>
  `<!doctype html><html><head><title>${escapeXml(title)}</title>${
    feedHref ? `<link rel="alternate" type="${type}" title="Feed" href="${escapeXml(feedHref)}">` : ''
  }</head><body><h1>${escapeXml(title)}</h1></body></html>`;
