import { FEED_CURSOR_MAX_LENGTH } from '@masthead/core';

/**
 * A page's `?cursor=` (the no-script 'Load more' link), if it looks like one; the server checks it
 * again and falls back to the first page.
 */
export function cursorParam(request: Request): string | null {
  const value = new URL(request.url).searchParams.get('cursor');
  return value && value.length <= FEED_CURSOR_MAX_LENGTH && /^[A-Za-z0-9_-]+$/.test(value) ? value : null;
}

/** `?tab=` when it is one of `tabs`, else the first. */
export function tabParam<K extends string>(request: Request, tabs: readonly K[]): K {
  const value = new URL(request.url).searchParams.get('tab');
  return (tabs as readonly string[]).includes(value ?? '') ? (value as K) : (tabs[0] as K);
}

/** The page address with `cursor` set and other parameters kept (the no-script next page). */
export function hrefWithCursor(pathname: string, search: string, cursor: string): string {
  const params = new URLSearchParams(search);
  params.set('cursor', cursor);
  return `${pathname}?${params.toString()}`;
}
