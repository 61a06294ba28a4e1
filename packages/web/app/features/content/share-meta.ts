import { publicImageUrl } from '@masthead/core';
import type { MetaDescriptor } from 'react-router';

/** Search engines and share cards show about this much of a description. */
export const DESCRIPTION_MAX = 160;

/** One line of plain text, cut at a word where possible, for a description meta tag. */
export function shortDescription(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const points = [...line];
  if (points.length <= max) return line;
  const cut = points.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** The largest stored size of a picture, as an absolute address share cards can fetch. */
export const shareImage = publicImageUrl;

export type ShareMetaInput = {
  /** The whole <title>, already with the site's name. */
  title: string;
  /** The title share cards show (without the site's name). */
  shareTitle: string;
  /** Left out of the tags when empty. */
  description: string;
  /** The page's canonical path ('/post/1/x.html'); made absolute with the origin. */
  path: string;
  origin: string;
  image?: string | null;
  type?: 'article' | 'profile' | 'website';
  /** The content's publishing time, for articles. */
  publishedTime?: string | null;
  /** Kept out of search engines (later pages of a list). */
  noindex?: boolean;
};

/**
 * Every page's head: title, description, Open Graph and Twitter card tags, and the canonical link, all
 * with absolute addresses made from the request's origin. Pages use this one helper (feedsMeta and
 * profileMeta build their input for it).
 */
export function shareMeta(input: ShareMetaInput): MetaDescriptor[] {
  const description = shortDescription(input.description);
  const url = `${input.origin}${encodePath(input.path)}`;
  const described = (tags: MetaDescriptor[]) => (description ? tags : []);
  const tags: MetaDescriptor[] = [
    { title: input.title },
    ...described([{ name: 'description', content: description }]),
    { property: 'og:title', content: input.shareTitle },
    ...described([{ property: 'og:description', content: description }]),
    { property: 'og:url', content: url },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: 'Masthead' },
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.shareTitle },
    ...described([{ name: 'twitter:description', content: description }]),
    { tagName: 'link', rel: 'canonical', href: url },
  ];
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (input.image) {
    tags.push(
      { property: 'og:image', content: input.image },
      { name: 'twitter:image', content: input.image },
    );
  }
  if (input.publishedTime) tags.push({ property: 'article:published_time', content: input.publishedTime });
  return tags;
}

/** A path of readable segments ('/blogs/台北-美食') as an address: each segment percent-encoded, '@' kept. */
export const encodePath = (path: string) =>
  path
    .split('/')
    .map((segment) => encodeURIComponent(segment).replaceAll('%40', '@'))
    .join('/');

/** The origin of the page's own address, for absolute share links (the host the reader used). */
export const originOf = (request: Request) => new URL(request.url).origin;
