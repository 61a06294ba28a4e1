import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { useRootData, useViewer } from '../../lib/root-data';
import { TopBannerHost } from '../../ui/top-banner';
import { WriteButton } from '../compose/write-button';
import { NotificationBell } from '../notifications/notification-bell';
import { SearchBox } from '../search/search-box';
import { AccountMenu } from './account-menu';
import { useLoginPrompt } from './login-prompt';
import { useScrollEdges } from './use-scroll-edges';

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
 * The site header. Wide screens show logo, navigation and actions on one row; narrower ones (see
 * styles.css) give the navigation its own full-width row that scrolls sideways, with faded edges
 * where more links hide.
 */
export function Header() {
  const t = useT();
  const viewer = useViewer();
  const acting = useRootData()?.actingProfile ?? null;
  const { openLoginPrompt } = useLoginPrompt();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  useScrollEdges(nav);

  // On a phone the current page's link may sit beyond the right edge: bring it into the strip.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each new page.
  useEffect(() => {
    const strip = nav.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current) return;
    const box = strip.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    if (link.left < box.left || link.right > box.right) {
      strip.scrollLeft += link.left - box.left - (box.width - link.width) / 2;
    }
  }, [pathname]);

  return (
    <header className="site-header">
      <TopBannerHost />
      <div className="site-header-bar">
        <Link to="/" className="site-logo">
          Masthead
        </Link>
        <nav ref={nav} className="site-nav" aria-label={t('shell.nav.label')}>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={(item.paths as readonly string[]).includes(pathname) ? 'page' : undefined}
                >
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header-actions">
          <SearchBox />
          <WriteButton />
          {viewer ? (
            <>
              <NotificationBell />
              <AccountMenu viewer={viewer} acting={acting} />
            </>
          ) : (
            <>
              <button
                type="button"
                className="button button-ghost site-header-button"
                onClick={() => openLoginPrompt('signin')}
              >
                {t('shell.signIn')}
              </button>
              <button
                type="button"
                className="button button-primary site-header-button"
                onClick={() => openLoginPrompt('signup')}
              >
                {t('shell.signUp')}
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
