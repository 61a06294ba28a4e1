import type { MessageKey } from '@masthead/core';
import { metaTranslator } from '../../lib/i18n';

type Matches = Parameters<typeof metaTranslator>[0];

/** Title, description and share tags of a feeds page; later pages of a list are not indexed. */
export function feedsMeta(
  matches: Matches,
  keys: { title: MessageKey; description?: MessageKey },
  options: { noindex?: boolean; canonical?: string } = {},
) {
  const t = metaTranslator(matches);
  const title = t('shell.pageTitle', { title: t(keys.title) });
  const description = keys.description ? t(keys.description) : undefined;
  return [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    { property: 'og:title', content: title },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(options.canonical ? [{ tagName: 'link', rel: 'canonical', href: options.canonical }] : []),
  ];
}
