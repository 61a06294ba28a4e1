import { isSearchTab, type SearchTab } from '@masthead/core';

/** The search page's own address: /search.html?q=&tab=&cursor= (stories is the default tab). */
export function searchHref(q: string, tab: SearchTab = 'stories', cursor?: string | null): string {
  const params = new URLSearchParams({ q });
  if (tab !== 'stories') params.set('tab', tab);
  if (cursor) params.set('cursor', cursor);
  return `/search.html?${params.toString()}`;
}

/** Reads the page's query string; anything unknown falls back to the defaults. */
export function readSearchParams(params: URLSearchParams): {
  q: string;
  tab: SearchTab;
  cursor: string | null;
} {
  const tab = params.get('tab');
  return {
    q: (params.get('q') ?? '').trim(),
    tab: isSearchTab(tab) ? tab : 'stories',
    cursor: params.get('cursor'),
  };
}
