import type { MessageKey } from '@masthead/core';
import type { MetaDescriptor } from 'react-router';
import { metaTranslator } from '../../lib/i18n';
import { shareMeta } from '../content/share-meta';

type Matches = Parameters<typeof metaTranslator>[0];

/**
 * Title, description and share tags of a feeds page through the one share-tags helper (shareMeta):
 * absolute canonical and og:url from `origin` (the loader's `originOf(request)`); the share title
 * without the site's name; later pages of a list are not indexed.
 */
export function feedsMeta(
  matches: Matches,
  keys: { title: MessageKey; description?: MessageKey },
  options: { noindex?: boolean; canonical?: string; origin?: string | undefined } = {},
): MetaDescriptor[] {
  const t = metaTranslator(matches);
  const name = t(keys.title);
  const title = t('shell.pageTitle', { title: name });
  const description = keys.description ? t(keys.description) : '';
  if (options.canonical && options.origin !== undefined) {
    return shareMeta({
      title,
      shareTitle: name,
      description,
      path: options.canonical,
      origin: options.origin,
      noindex: options.noindex ?? false,
    });
  }
  // A page whose loader does not give its origin yet keeps a relative canonical link (valid, but
  // less reliable for search engines and without og:url): such loaders should return originOf(request).
  return [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    { property: 'og:title', content: name },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(options.canonical ? [{ tagName: 'link', rel: 'canonical', href: options.canonical }] : []),
  ];
}
