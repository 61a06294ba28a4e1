import { SEARCH_TABS, type SearchTab } from '@masthead/core';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { searchHref } from './search-links';

export const TAB_LABELS = {
  stories: 'search.tab.stories',
  interests: 'search.tab.interests',
  publishers: 'search.tab.publishers',
  people: 'search.tab.people',
  locations: 'search.tab.locations',
} as const satisfies Record<SearchTab, string>;

export const tabId = (tab: SearchTab) => `search-tab-${tab}`;
export const PANEL_ID = 'search-panel';

/**
 * The WAI-ARIA tabs pattern with manual activation: each tab is a link to its own URL, ←/→/Home/End
 * move focus along the row, Enter opens the tab.
 */
export function SearchTabs({ q, current }: { q: string; current: SearchTab }) {
  const t = useT();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
    const index = tabs.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    const target =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  return (
    <div role="tablist" aria-label={t('search.tabs.label')} className="search-tabs" onKeyDown={onKeyDown}>
      {SEARCH_TABS.map((tab) => (
        <Link
          key={tab}
          id={tabId(tab)}
          role="tab"
          className="search-tab"
          to={searchHref(q, tab)}
          aria-selected={tab === current}
          aria-controls={tab === current ? PANEL_ID : undefined}
          tabIndex={tab === current ? 0 : -1}
          preventScrollReset
        >
          {t(TAB_LABELS[tab])}
        </Link>
      ))}
    </div>
  );
}
