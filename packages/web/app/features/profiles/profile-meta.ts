import { type Flavour, type PublicProfile, profileFeedPath } from '@masthead/core';
import type { MetaDescriptor } from 'react-router';
import { metaTranslator } from '../../lib/i18n';
import { shareImage, shareMeta } from '../content/share-meta';
import { feedLink, jsonLdMeta, profileJsonLd } from '../open-web/structured-data';

/**
 * What a profile page says about itself beyond its view: its safe website link, its bio per flavour,
 * and its meta tags. Apart from the view, so that a page can show the view lazily (a business site's
 * home) without loading it for its meta.
 */

/** Only web addresses become links; anything else (javascript:, data:) stays out of the page. */
export function safeWebsite(website: string): { href: string; label: string } | null {
  const value = website.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const label = `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  return { href: url.href, label };
}

/** SPEC §3 extended profile: on connect and create a profile may say something else than its bio. */
export function bioKeyFor(
  profile: Pick<PublicProfile, 'bio' | 'bioConnect' | 'bioCreate'>,
  flavour: Flavour,
): 'bio' | 'bioConnect' | 'bioCreate' {
  if (flavour === 'connect' && profile.bioConnect.trim()) return 'bioConnect';
  if (flavour === 'create' && profile.bioCreate.trim()) return 'bioCreate';
  return 'bio';
}

export const bioFor = (profile: Pick<PublicProfile, 'bio' | 'bioConnect' | 'bioCreate'>, flavour: Flavour) =>
  profile[bioKeyFor(profile, flavour)];

/** Title, description, share tags and canonical address of a profile page (every profile route has one). */
export function profileMeta(
  matches: Parameters<typeof metaTranslator>[0],
  profile: PublicProfile | undefined,
  origin: string | undefined,
  /** The page's own address; a profile's is /@{username} (a business site's home is /). */
  path?: string,
): MetaDescriptor[] {
  const t = metaTranslator(matches);
  if (!profile) {
    return [
      { title: t('shell.pageTitle', { title: t('notFound.title') }) },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const name = profile.displayName || profile.username;
  const shareTitle = t('profile.meta.title', { name, username: profile.username });
  const tags = shareMeta({
    title: t('shell.pageTitle', { title: shareTitle }),
    shareTitle,
    description: profile.bio.trim() || t('profile.meta.description', { name }),
    path: path ?? `/@${profile.username}`,
    origin: origin ?? '',
    image: shareImage(origin ?? '', profile.photoPath),
    type: 'profile',
  });
  return [
    ...tags,
    jsonLdMeta(profileJsonLd(profile, origin ?? '', path)),
    // A business's home on its own host ('/') has its feed at /rss.xml there.
    feedLink(profileFeedPath(profile.username, { businessSite: path === '/' }), `${name} · Masthead`),
  ];
}
