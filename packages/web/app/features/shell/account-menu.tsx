import { BLOGS_ACCESS_RIGHT, type CurrentUser, hasAccessRight } from '@masthead/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { Avatar } from '../../ui/avatar';
import { signOut } from './sign-out';

/** The signed-in person's menu: their profile, the three settings pages and Sign out. */
export function AccountMenu({ viewer }: { viewer: CurrentUser }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu.
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const items = [
    { href: '/my_posts.html', label: t('myPosts.title') },
    { href: '/my_payments.html', label: t('payments.mine.title') },
    { href: '/submit_blog.html', label: t('blogs.menu.submit') },
    { href: '/create_business.html', label: t('magazines.menu.addBusiness') },
    ...(hasAccessRight(viewer, BLOGS_ACCESS_RIGHT)
      ? [{ href: '/admin/blogs.html', label: t('blogs.menu.review') }]
      : []),
    { href: '/settings/profile.html', label: t('shell.account.profileSettings') },
    { href: '/settings/account.html', label: t('shell.account.accountSettings') },
    { href: '/settings/notifications.html', label: t('shell.account.notificationSettings') },
  ];

  return (
    <div className="account-menu" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="account-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={viewer.displayName} photoPath={viewer.photoPath} size={36} />
        <span className="account-menu-name">{viewer.displayName}</span>
        <span className="visually-hidden">{t('shell.account.menu')}</span>
      </button>
      <div id={menuId} className="account-menu-panel" hidden={!open}>
        <Link className="account-menu-profile" to={`/@${viewer.username}`}>
          <strong>{viewer.displayName}</strong>
          <span className="muted">@{viewer.username}</span>
        </Link>
        <ul>
          {items.map((item) => (
            <li key={item.href}>
              <Link to={item.href}>{item.label}</Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="account-menu-signout"
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
    </div>
  );
}
