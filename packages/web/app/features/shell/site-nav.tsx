import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { useMenuDisclosure } from '../../ui/use-menu-disclosure';
import { useLinksThatFit } from './use-links-that-fit';

/** Guests may open every entry: member-only pages show them the public overlay (SPEC §2). */
const NAV_ITEMS = [
  { to: '/', key: 'shell.nav.home', paths: ['/', '/index.html'] },
  { to: '/explore.html', key: 'shell.nav.explore', paths: ['/explore.html'] },
  { to: '/things_i_love.html', key: 'shell.nav.thingsILove', paths: ['/things_i_love.html'] },
  { to: '/connections.html', key: 'shell.nav.connections', paths: ['/connections.html'] },
  { to: '/activity.html', key: 'shell.nav.activity', paths: ['/activity.html'] },
  { to: '/notifications.html', key: 'shell.nav.notifications', paths: ['/notifications.html'] },
] as const;

/**
 * The main navigation: the links that fit on the row, in their order, and a More button listing the
 * rest, so that no width from 320 px up clips a link or hides it in a sideways scroll.
 */
export function SiteNav() {
  const t = useT();
  const { pathname } = useLocation();
  const row = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const disclosure = useMenuDisclosure();
  const fitting = useLinksThatFit(row, list, disclosure.wrapper);
  const items = NAV_ITEMS.map((item) => ({
    ...item,
    current: (item.paths as readonly string[]).includes(pathname),
  }));
  const overflow = fitting === null ? [] : items.slice(fitting);

  return (
    <nav ref={row} className="site-nav" aria-label={t('shell.nav.label')}>
      <ul ref={list}>
        {items.map((item, index) => (
          <li key={item.to} data-overflow={fitting !== null && index >= fitting ? '' : undefined}>
            <Link to={item.to} className="site-nav-link" aria-current={item.current ? 'page' : undefined}>
              {t(item.key)}
            </Link>
          </li>
        ))}
      </ul>
      {/* Always rendered, so that its width is known before it is needed; idle, it takes no room. */}
      <div
        ref={disclosure.wrapper}
        className="site-nav-more"
        data-idle={overflow.length === 0 ? '' : undefined}
      >
        <button
          {...disclosure.buttonProps}
          className="site-nav-more-button"
          data-current={overflow.some((item) => item.current) ? '' : undefined}
        >
          {t('shell.nav.more')}
          <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <div {...disclosure.panelProps} className="menu-panel site-nav-more-panel">
          <ul>
            {overflow.map((item) => (
              <li key={item.to}>
                <Link to={item.to} aria-current={item.current ? 'page' : undefined}>
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </nav>
  );
}
