import {
  type ActingProfile,
  BADGES_PAGE_PATH,
  BLOGS_ACCESS_RIGHT,
  type CurrentUser,
  contentRequestPaths,
  hasAccessRight,
  isConsoleUser,
} from '@masthead/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { useMenuDisclosure } from '../../ui/use-menu-disclosure';
import { ActingAvatar } from '../magazines/acting-avatar';
import { signOut } from './sign-out';

/** The switcher loads when it is first opened, not with every page. */
const SwitcherDialog = lazy(() =>
  import('../magazines/switcher-dialog').then((module) => ({ default: module.SwitcherDialog })),
);

/**
 * The signed-in person's menu: their profile, the profile switcher (SPEC §2), the settings pages and
 * Sign out. While the session acts as a magazine, the button shows the magazine with the person.
 */
export function AccountMenu({ viewer, acting }: { viewer: CurrentUser; acting: ActingProfile | null }) {
  const t = useT();
  const { setOpen, wrapper, button, buttonProps, panelProps } = useMenuDisclosure();
  const [switcherOpen, setSwitcherOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  // Issue 13: the person's own pages first, then their work and money, then the settings.
  const items = [
    { href: `/@${viewer.username}`, label: t('firstHour.menu.profile') },
    { href: '/notebooks.html', label: t('firstHour.menu.notebooks') },
    { href: BADGES_PAGE_PATH, label: t('achievements.title') },
    // Acting as a magazine: its dashboard.
    ...(acting
      ? [
          {
            href: `/dashboard/@${acting.username}`,
            label: t('teamHome.pageTitle', { magazine: acting.displayName || acting.username }),
          },
        ]
      : []),
    { href: '/my_posts.html', label: t('myPosts.title') },
    { href: '/my_payments.html', label: t('payments.mine.title') },
    { href: contentRequestPaths.inbox(), label: t('contentRequests.title') },
    { href: '/submit_blog.html', label: t('blogs.menu.submit') },
    { href: '/create_business.html', label: t('magazines.menu.addBusiness') },
    ...(hasAccessRight(viewer, BLOGS_ACCESS_RIGHT)
      ? [{ href: '/admin/blogs.html', label: t('blogs.menu.review') }]
      : []),
    ...(isConsoleUser(viewer) ? [{ href: '/admin', label: t('admin.title') }] : []),
    { href: '/settings/profile.html', label: t('shell.account.profileSettings') },
    { href: '/settings/account.html', label: t('shell.account.accountSettings') },
    { href: '/settings/notifications.html', label: t('shell.account.notificationSettings') },
  ];

  return (
    <div className="account-menu" ref={wrapper}>
      <button {...buttonProps} className="account-menu-button">
        <ActingAvatar viewer={viewer} acting={acting} />
        <span className="account-menu-name">
          {acting ? acting.displayName || acting.username : viewer.displayName}
        </span>
        {acting && (
          <span className="visually-hidden">{t('switcher.actingAs', { name: acting.displayName })}</span>
        )}
        <span className="visually-hidden">{t('shell.account.menu')}</span>
      </button>
      <div {...panelProps} className="menu-panel account-menu-panel">
        <Link className="account-menu-profile" to={`/@${viewer.username}`}>
          <strong>{viewer.displayName}</strong>
          <span className="muted">@{viewer.username}</span>
        </Link>
        <ul>
          <li>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => {
                // The switcher gives the focus back to the account button when it closes.
                setOpen(false);
                button.current?.focus();
                setSwitcherOpen(true);
              }}
            >
              {t('switcher.open')}
            </button>
          </li>
          {items.map((item) => (
            <li key={item.href}>
              <Link to={item.href}>{item.label}</Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              disabled={signingOut}
              onClick={async () => {
                setSigningOut(true);
                await signOut();
                setSigningOut(false);
              }}
            >
              {signingOut ? t('shell.signingOut') : t('shell.signOut')}
            </button>
          </li>
        </ul>
      </div>
      {switcherOpen && (
        <Suspense fallback={null}>
          <SwitcherDialog mode="switch" onClose={() => setSwitcherOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
