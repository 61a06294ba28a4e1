import {
  type ContentPage,
  CTYPE,
  isUiLanguage,
  LANGUAGE_TAGS,
  type ProfileRef,
  type PublicProfile,
  profilePath,
  publicImageUrl,
  USER_TYPE,
} from '@masthead/core';
import type { MetaDescriptor } from 'react-router';
import type {
  Article,
  BreadcrumbList,
  CollectionPage,
  Event,
  Organization,
  Person,
  ProfilePage,
  Quiz,
  Thing,
  WithContext,
} from 'schema-dts';
import { encodePath } from '../content/share-meta';

/**
 * Issue 18: schema.org structured data (JSON-LD) for search engines, typed by schema-dts so the
 * compiler checks every shape. React Router writes it into a `<script type="application/ld+json">`
 * with `<`, `>` and `&` escaped as \u003c…, so no title can close the script element.
 */

/** The meta descriptor React Router turns into the script element. */
export function jsonLdMeta(thing: WithContext<Thing>): MetaDescriptor {
  // schema-dts's types are stricter than React Router's LdJsonObject, but describe the same JSON.
  return { 'script:ld+json': thing as unknown as Record<string, never> };
}

const url = (origin: string, path: string) =>
  /^https?:\/\//i.test(path) ? path : `${origin}${encodePath(path)}`;

const languageTag = (lang: string) => (isUiLanguage(lang) ? LANGUAGE_TAGS[lang] : undefined);

/** A person as a Person, a magazine or business as an Organization, with their profile address. */
export function agentOf(
  profile: ProfileRef,
  origin: string,
  more: { description?: string; identifier?: string; followers?: number } = {},
): Person | Organization {
  const name = profile.displayName || profile.username;
  const address = url(origin, profilePath(profile));
  const image = publicImageUrl(origin, profile.photoPath) ?? undefined;
  const details = {
    name,
    url: address,
    ...(more.description ? { description: more.description } : {}),
    ...(more.identifier ? { identifier: more.identifier } : {}),
    ...(more.followers !== undefined
      ? {
          interactionStatistic: {
            '@type': 'InteractionCounter' as const,
            interactionType: { '@type': 'FollowAction' as const },
            userInteractionCount: more.followers,
          },
        }
      : {}),
  };
  return profile.userType === USER_TYPE.magazine
    ? { '@type': 'Organization', ...details, ...(image ? { logo: image } : {}) }
    : { '@type': 'Person', ...details, ...(image ? { image } : {}) };
}

/**
 * A content page: an Event for events, a Quiz for quizzes, an Article for everything else; author and
 * publisher as the page shows them (a hidden secretAdmin's story names the magazine), its dates,
 * picture and language, and `isAccessibleForFree: false` for premium stories.
 */
export function contentJsonLd(
  content: ContentPage,
  origin: string,
): WithContext<Article> | WithContext<Event> | WithContext<Quiz> {
  const address = url(origin, content.url);
  const image = publicImageUrl(origin, content.photoPath) ?? undefined;
  const common = {
    name: content.title,
    url: address,
    ...(content.description ? { description: content.description } : {}),
    ...(image ? { image } : {}),
    ...(languageTag(content.lang) ? { inLanguage: languageTag(content.lang) } : {}),
  };
  if (content.extra.kind === 'event') {
    const { extra } = content;
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      ...common,
      startDate: extra.startsAt,
      ...(extra.endsAt ? { endDate: extra.endsAt } : {}),
      location: extra.online
        ? { '@type': 'VirtualLocation', url: extra.online }
        : { '@type': 'Place', name: extra.venue, ...(extra.address ? { address: extra.address } : {}) },
      organizer: agentOf(content.publisher, origin),
    };
  }
  const creative = {
    ...common,
    author: agentOf(content.author, origin),
    publisher: agentOf(content.publisher, origin),
    ...(content.publishedAt ? { datePublished: content.publishedAt } : {}),
    dateModified: content.updatedAt,
    isAccessibleForFree: !content.premium,
    mainEntityOfPage: address,
    ...(content.topicTitles.length > 0 ? { keywords: content.topicTitles.join(', ') } : {}),
  };
  if (content.ctype === CTYPE.quiz) return { '@context': 'https://schema.org', '@type': 'Quiz', ...creative };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: content.title.slice(0, 110),
    ...creative,
  };
}

/** Home › … › this page, for topic and place pages. */
function breadcrumbs(origin: string, crumbs: { name: string; path: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: url(origin, crumb.path),
    })),
  };
}

/** A topic or place page: a CollectionPage of its stories, with its breadcrumbs. */
export function collectionJsonLd(input: {
  origin: string;
  name: string;
  path: string;
  description: string;
  image?: string | null;
  crumbs: { name: string; path: string }[];
  stories: { url: string }[];
}): WithContext<CollectionPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: input.name,
    url: url(input.origin, input.path),
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: input.image } : {}),
    breadcrumb: breadcrumbs(input.origin, input.crumbs),
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: input.stories.map((story, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: url(input.origin, story.url),
      })),
    },
  };
}

/** A profile page: a ProfilePage about the person (Person) or magazine (Organization). */
export function profileJsonLd(
  profile: PublicProfile,
  origin: string,
  path?: string,
): WithContext<ProfilePage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: url(origin, path ?? profilePath(profile)),
    dateCreated: profile.createdAt,
    mainEntity: agentOf(profile, origin, {
      description: profile.bio.trim(),
      identifier: profile.username,
      followers: profile.followerCount,
    }),
  };
}

/** The `<link rel="alternate">` of a page's RSS feed. */
export const feedLink = (href: string, title: string): MetaDescriptor => ({
  tagName: 'link',
  rel: 'alternate',
  type: 'application/rss+xml',
  title,
  href,
});
