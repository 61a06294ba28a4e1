import { type CurrentUser, type MessageKey, type PageContext, zToken } from '@masthead/core';
import { redirect } from 'react-router';
import { metaTranslator } from '../../lib/i18n';
import { pageUrl } from '../content/page-loaders';
import { LOGIN_PAGE_PATH, previousUrlCookie } from './sign-in-steps';

type MetaMatches = Parameters<typeof metaTranslator>[0];

/** Route `meta` of an account page: its name in the reader's language, and kept out of search engines. */
export const accountMeta =
  (titleKey: MessageKey) =>
  ({ matches }: { matches: MetaMatches }) => {
    const t = metaTranslator(matches);
    return [{ title: t('shell.pageTitle', { title: t(titleKey) }) }, { name: 'robots', content: 'noindex' }];
  };

/**
 * Member-only account pages: a guest goes to the sign-in page, carrying the previous-url cookie so
 * that signing in comes back here (SPEC §4).
 */
export function requireViewer(request: Request, page: Pick<PageContext, 'viewer'>): CurrentUser {
  if (page.viewer) return page.viewer;
  throw redirect(LOGIN_PAGE_PATH, { headers: { 'Set-Cookie': previousUrlCookie(pageUrl(request)) } });
}

/** A token from a mail link, or null when it cannot be one (the server is never asked about junk). */
export function tokenFrom(request: Request): string | null {
  const token = new URL(request.url).searchParams.get('token');
  return token !== null && zToken.safeParse(token).success ? token : null;
}
