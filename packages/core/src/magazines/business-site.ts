import {
  type ContentRouteInput,
  type ContentRouteOptions,
  contentPath,
  parseContentPath,
  parseProfilePath,
  parseTopicPath,
} from '../content/routes.ts';
import { FLAVOURS } from '../site/flavour.ts';

/**
 * DESIGN §4: a business is served on its own host, {username}.{suffix} (locally {username}.localhost),
 * where every route drops the /@{username} prefix (SPEC §2): / is the business's page, /writers/@{name}
 * a writer, /blogs/{topic} a topic and the content routes its stories. Everything else of the site
 * (signing in, the home feed, other publishers) lives on the main site, where such requests are sent.
 */

/** The business a page request is served for, as pages and their links need it. */
export type BusinessSite = {
  userId: number;
  username: string;
  displayName: string;
  photoPath: string | null;
  /** SPEC §3 brandColors, normalised, first the main one. */
  brandColors: string[];
  /** The main site's origin: pages and links that are not the business's go there. */
  mainOrigin: string;
};

/** What a loader passes so that links on a business site are built for it. */
export type SiteLinks = Pick<BusinessSite, 'userId' | 'username' | 'mainOrigin'>;

/** Hosts under the suffix that are never a business: the flavours (DESIGN §4) and www. */
const NOT_BUSINESS_LABELS: ReadonlySet<string> = new Set([...FLAVOURS, 'www']);

/**
 * The business username a Host header names, or null when it names the main site (or a flavour). Not
 * checked against the businesses: a label no open business has answers 404.
 */
export function businessUsernameFromHost(host: string | null | undefined, suffix: string): string | null {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const tail = `.${suffix.toLowerCase()}`;
  if (!suffix || !name.endsWith(tail)) return null;
  const label = name.slice(0, -tail.length);
  if (!label || label.includes('.') || NOT_BUSINESS_LABELS.has(label)) return null;
  return label;
}

/** The origin of a business's site: the main site's scheme and port, the business's host. */
export function businessSiteOrigin(username: string, options: { publicUrl: string; suffix: string }): string {
  const main = new URL(options.publicUrl);
  return `${main.protocol}//${username.toLowerCase()}.${options.suffix}${main.port ? `:${main.port}` : ''}`;
}

/** Which page of a business site an address is, or null when it is none (it belongs to the main site). */
export function businessSitePage(pathname: string): 'home' | 'writer' | 'topic' | 'content' | null {
  if (pathname === '/' || pathname === '/index.html') return 'home';
  if (pathname === '/topic.html') return 'topic';
  if (parseProfilePath(pathname, { businessSite: true })?.kind === 'username') return 'writer';
  const topic = parseTopicPath(pathname);
  if (topic?.kind === 'title' && topic.username === null) return 'topic';
  const content = parseContentPath(pathname);
  if (content && content.username === null) return 'content';
  return null;
}

/**
 * Where a request on a business site must go instead, or null when the site serves it: the business's
 * own /@{username} prefix is dropped (301); an address the site has no page for goes to the main site
 * (302), with its query.
 */
export function businessSiteRedirect(
  pathname: string,
  search: string,
  site: Pick<SiteLinks, 'username' | 'mainOrigin'>,
): { location: string; status: 301 | 302 } | null {
  const prefix = `/@${site.username.toLowerCase()}`;
  const lower = pathname.toLowerCase();
  if (lower === prefix || lower.startsWith(`${prefix}/`)) {
    return { location: `${pathname.slice(prefix.length) || '/'}${search}`, status: 301 };
  }
  if (businessSitePage(pathname)) return null;
  return { location: `${site.mainOrigin}${pathname}${search}`, status: 302 };
}

/**
 * A content's address as a page on `site` links to it: the business's own content without the
 * prefix, anyone else's on the main site. Without a site, core's contentPath.
 */
export function siteContentPath(
  content: ContentRouteInput & { publisherId: number },
  options: ContentRouteOptions & { site?: SiteLinks | undefined },
): string {
  const { site, ...routeOptions } = options;
  if (!site) return contentPath(content, routeOptions);
  if (content.publisherId === site.userId)
    return contentPath(content, { ...routeOptions, businessSite: true });
  return `${site.mainOrigin}${contentPath(content, routeOptions)}`;
}
