import { discussionPath, parseContentPath, storyPath } from '@masthead/core';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { getPageContext } from '../../context';
import { linkOptions } from '../magazines/site-options';
import type { NotFoundReason } from '../shell/error-page';
import { encodePath, originOf } from './share-meta';

type LoaderArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * SPEC §8: unknown, draft or deleted: the root boundary shows 'does not exist or has been deleted', or,
 * for an address that cannot name anything ('invalid topic url', 'invalid location url'), the reason.
 */
export const notFound = (reason: NotFoundReason | null = null) =>
  data(reason ? { reason } : null, { status: 404 });

/**
 * The address of the page a loader serves. On client navigations React Router asks for
 * '{path}.data?_routes=…' and hands loaders that address as it is: the page's own is without both.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith('.data')) {
    url.pathname = url.pathname.slice(0, -'.data'.length).replace(/^\/(_root|_)$/, '/');
    url.searchParams.delete('_routes');
  }
  return url;
}

/** The address as written, decoded; null when its percent-encoding is broken. */
function decodedPath(url: URL): string | null {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
}

/**
 * Every page has one address: a wrong title part, a missing or stale /@{magazine} prefix or another
 * type's segment answers 301 to the canonical one (keeping the query).
 */
export function redirectToCanonical(
  request: Request,
  canonical: string,
  options: { keepQuery?: boolean } = {},
) {
  const url = pageUrl(request);
  if (decodedPath(url) === canonical) return;
  throw redirect(`${encodePath(canonical)}${options.keepQuery === false ? '' : url.search}`, 301);
}

export type ContentRouteKind = 'content' | 'story' | 'discussion';

/** A content page of any route: reads the id from the address, loads it, and enforces its address. */
export async function loadContent({ request, context }: LoaderArgs, kind: ContentRouteKind) {
  const page = getPageContext(context);
  const { pathname } = pageUrl(request);
  // Routes match case-insensitively: '/POST/1/x.html' is read as written lower-case, then redirected.
  const parsed = parseContentPath(pathname) ?? parseContentPath(pathname.toLowerCase());
  if (!parsed) throw notFound();
  const options = linkOptions(page);
  // A poll's results, a votable list's votes, a live Q&A's board: on the page before any script runs,
  // read with the content in one call. A discussion page shows none.
  const read =
    kind === 'discussion'
      ? await page.api.content
          .content(parsed.cgroupId, options)
          .then((content) => content && { content, interaction: null })
      : await page.api.content.withInteraction(parsed.cgroupId, options);
  if (!read) throw notFound();
  const { content, interaction } = read;
  const address =
    kind === 'story' ? storyPath(content) : kind === 'discussion' ? discussionPath(content) : content.url;
  // DESIGN §4: a business site serves its own content; anyone else's page is on the main site.
  const site = options.site;
  if (site && content.userId !== site.userId)
    throw redirect(kind === 'content' ? address : `${site.mainOrigin}${address}`, 302);
  redirectToCanonical(request, address);
  // SPEC §3 article styles of the publisher's customised page, rendered on the server.
  const look = (await page.api.customisation.page(content.userId))?.look ?? null;
  return { content, kind, origin: originOf(request), interaction, look };
}
