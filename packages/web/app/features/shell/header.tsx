import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { useRootData, useViewer } from '../../lib/root-data';
import { TopBannerHost } from '../../ui/top-banner';
import { WriteButton } from '../compose/write-button';
import { NotificationBell } from '../notifications/notification-bell';
import { SearchBox } from '../search/search-box';
import { AccountMenu } from './account-menu';
import { useLoginPrompt } from './login-prompt';
import { SiteNav } from './site-nav';

/**
 * The site header. Wide screens show logo, navigation and actions on one row; narrower ones (see
 * styles.css) give the navigation its own full-width row. Links that do not fit go under More.
 */
export function Header() {
  const t = useT();
  const viewer = useViewer();
  const acting = useRootData()?.actingProfile ?? null;
  const { openLoginPrompt } = useLoginPrompt();

  return (
    <header className="site-header">
      <TopBannerHost />
      <div className="site-header-bar">
        <Link to="/" className="site-logo">
          Masthead
        </Link>
        <SiteNav />
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
