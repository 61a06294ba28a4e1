import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';

/** Set before the page reloads after sign-in from the dialog, read once by the next page. */
const SIGNED_IN_KEY = 'masthead.signedInHere';

/** Called by sign-in just before it loads the page it comes back to. */
export function noteSignedInHere() {
  try {
    window.sessionStorage.setItem(SIGNED_IN_KEY, '1');
  } catch {
    // Storage refused (private mode): the page still loads, without the announcement.
  }
}

function takeSignedInHere(): boolean {
  try {
    const noted = window.sessionStorage.getItem(SIGNED_IN_KEY) !== null;
    window.sessionStorage.removeItem(SIGNED_IN_KEY);
    return noted;
  } catch {
    return false;
  }
}

/** A field the page itself put the focus in (the editor's title, a search box): kept there. */
const isPagesOwnField = (element: Element | null, main: HTMLElement) =>
  element !== null &&
  main.contains(element) &&
  (element.matches('input, textarea, select') || (element as HTMLElement).isContentEditable);

/** Moves the focus to the page's main heading (or <main>) without scrolling. */
function focusMainHeading() {
  const main = document.getElementById('main');
  if (!main || isPagesOwnField(document.activeElement, main)) return;
  const heading = main.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * WCAG 2.4.3 and 4.1.3: after a page change inside the app (a link, publishing), the focus moves to
 * the new page's main heading and the page's title is announced, as a full load would have it; after
 * signing in from the dialog (which reloads the page it came from), the heading takes the focus and
 * 'Signed in as …' is announced. A change of the query alone (tabs, filters) leaves the focus alone.
 */
export function RouteFocus() {
  const t = useT();
  const viewer = useViewer();
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!takeSignedInHere() || !viewer) return;
    focusMainHeading();
    setAnnouncement(t('shell.signedInAs', { name: viewer.displayName || viewer.username }));
  }, [t, viewer]);

  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = pathname;
    // The new page has rendered; its title (set in the same commit) names it.
    focusMainHeading();
    setAnnouncement(document.title);
  }, [pathname]);

  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  );
}
