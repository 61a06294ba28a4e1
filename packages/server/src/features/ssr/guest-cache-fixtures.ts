import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';
import type { PageRenderer } from './host.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A stand-in for React Router (API tests have no web build) with the real page routes' ids: it reads
 * the rows a real page shows, names its viewer and language, and writes one inline script with the
 * render's nonce and one without (which a cached page's policy must not allow). `?cookie=1` sets a
 * cookie, as a page that may not be shared would.
 */
export function standInPages(db: () => Db) {
  const renders = { count: 0 };
  const routes: PageRenderer['routes'] = {
    root: { id: 'root' },
    home: { id: 'home', parentId: 'root', index: true },
    'content-post': { id: 'content-post', parentId: 'root', path: 'post/:id/:slug.html' },
    'routes/profile': { id: 'routes/profile', parentId: 'root', path: 'profile/:username' },
    search: { id: 'search', parentId: 'root', path: 'search.html' },
    'routes/login-page': { id: 'routes/login-page', parentId: 'root', path: 'loginpage.html' },
    'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*' },
  };
  const live = and(eq(contents.status, 'published'), isNull(contents.deletedAt));

  const render: PageRenderer['render'] = async (request, context) => {
    renders.count += 1;
    const url = new URL(request.url);
    let status = 200;
    let main = '';
    const story = /^\/post\/(\d+)\//.exec(url.pathname);
    if (story) {
      const [row] = await db()
        .select({ title: contents.title, comments: contents.commentCount })
        .from(contents)
        .where(and(eq(contents.id, Number(story[1])), live));
      if (row) main = `${row.title} (${row.comments} comments)`;
      else status = 404;
    } else if (url.pathname === '/') {
      const rows = await db()
        .select({ title: contents.title, author: users.displayName })
        .from(contents)
        .innerJoin(users, eq(users.id, contents.authorId))
        .where(live)
        .orderBy(asc(contents.id));
      main = rows.map((row) => `${row.title} by ${row.author}`).join('; ');
    } else if (url.pathname.startsWith('/profile/')) {
      const [row] = await db()
        .select({ name: users.displayName })
        .from(users)
        .where(eq(users.username, url.pathname.slice('/profile/'.length)));
      main = row?.name ?? '';
    } else if (url.pathname === '/search.html' || url.pathname === '/loginpage.html') {
      main = url.pathname;
    } else {
      status = 404;
    }
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    if (url.searchParams.has('cookie')) headers.append('set-cookie', 'seen=1; Path=/');
    const who = context.viewer ? `signed in as ${context.viewer.username}` : 'a guest';
    const html = `<!doctype html><html lang="${context.lang}"><body><p>${escapeHtml(who)}</p><main>${escapeHtml(
      main,
    )}</main><script nonce="${context.nonce}">window.page = 1;</script><script>window.injected = 1;</script></body></html>`;
    return new Response(html, { status, headers });
  };
  return { renders, pages: { routes, render } satisfies PageRenderer };
}
