import { type ContentPage, discussionPath, oembedHref, profileFeedPath } from '@masthead/core';
import type { MetaDescriptor } from 'react-router';
import { metaTranslator } from '../../lib/i18n';
import { contentJsonLd, feedLink, jsonLdMeta } from '../open-web/structured-data';
import type { ContentRouteKind } from './page-loaders';
import { encodePath, shareImage, shareMeta } from './share-meta';

type MetaMatches = Parameters<typeof metaTranslator>[0];

/** The not-found page's title, for a loader that answered 404. */
export function notFoundMeta(matches: MetaMatches): MetaDescriptor[] {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('notFound.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * A content page's share tags. A story address shows the same text as the content's own page, so its
 * canonical link is that page; a discussion is a page of its own.
 */
export function contentMeta(
  matches: MetaMatches,
  loaderData: { content: ContentPage; kind: ContentRouteKind; origin: string } | undefined,
): MetaDescriptor[] {
  if (!loaderData) return notFoundMeta(matches);
  const t = metaTranslator(matches);
  const { content, kind, origin } = loaderData;
  const name = content.author.displayName || content.author.username;
  const heading =
    kind === 'discussion' ? `${t('content.discussion.kicker')} · ${content.title}` : content.title;
  const publisherName = content.publisher.displayName || content.publisher.username;
  const tags = shareMeta({
    title: t('shell.pageTitle', { title: heading }),
    shareTitle: content.title,
    description: content.description || t('content.meta.description', { title: content.title, name }),
    path: kind === 'discussion' ? discussionPath(content) : content.url,
    origin,
    image: shareImage(origin, content.photoPath),
    type: 'article',
    publishedTime: content.publishedAt,
  });
  return [
    ...tags,
    jsonLdMeta(contentJsonLd(content, origin)),
    // The publisher's feed (a hidden secretAdmin's story is the magazine's: its publisher is the magazine).
    feedLink(profileFeedPath(content.publisher.username), `${publisherName} · Masthead`),
    // oEmbed discovery: a story pasted into another site (WordPress, Ghost, Discourse…) shows as a card.
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/json+oembed',
      title: content.title,
      href: oembedHref(origin, `${origin}${encodePath(content.url)}`),
    },
  ];
}
