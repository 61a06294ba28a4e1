import type { ProfileTab } from '@masthead/core';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { tabTitle } from './tab-title';

/**
 * The custom profile's tabs (SPEC §2 tab management): in their order, hidden ones left out; built-in
 * tabs lead to their part of the page, added ones to their page on this site.
 */
export function ProfileTabs({ tabs }: { tabs: readonly ProfileTab[] }) {
  const t = useT();
  const shown = tabs.filter((tab) => !tab.hidden);
  if (shown.length === 0) return null;
  return (
    <nav className="profile-tabs" aria-label={t('customisation.tabs.nav')}>
      <ul className="profile-tabs-list">
        {shown.map((tab) => (
          <li key={tab.key}>
            {tab.path ? (
              <Link to={tab.path}>{tab.title}</Link>
            ) : (
              <a href={`#profile-${tab.key}`}>{tabTitle(t, tab)}</a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
