import type { ReactNode } from 'react';
import { data } from 'react-router';
import { PublicOverlay } from '../../ui/overlay';
import { usernameFromHandle } from '../profiles/profile-params';
import { MagazineDenied } from './magazine-denied';

/** What a dashboard page's page-API call answers: guests, non-members and unknown magazines apart. */
type Gated = { access: 'guest' } | { access: 'denied' } | { access: 'missing' } | { access: 'ok' };

/**
 * The loader of a page under /dashboard/@{magazine}: reads the page for the magazine in the address
 * (with what else the page needs, `extra`); an unknown magazine is 404, and 'Access Deny' is said on
 * the page with a 403 status (the generic error page would ask for a refresh). `read` is called as a
 * plain function: wrap a page API call in an arrow, as its methods read the viewer from their object.
 */
export async function loadDashboardPage<P extends Gated, E extends object = Record<never, never>>(
  handle: string,
  read: (username: string) => Promise<P>,
  extra?: E,
) {
  const username = usernameFromHandle(handle);
  if (username === null) throw data(null, { status: 404 });
  const page = await read(username);
  if (page.access === 'missing') throw data(null, { status: 404 });
  const answer = { page, ...(extra as E) };
  if (page.access === 'denied') return data(answer, { status: 403 });
  return answer;
}

/** A dashboard page's body: the sign-in overlay for guests, 'Access Deny' for non-members, else the page. */
export function DashboardGate<P extends Gated>({
  page,
  title,
  guest,
  denied,
  children,
}: {
  page: P;
  title: string;
  guest: string;
  denied: string;
  children: (page: Extract<P, { access: 'ok' }>) => ReactNode;
}) {
  if (page.access === 'denied') return <MagazineDenied message={denied} />;
  if (page.access !== 'ok') return <PublicOverlay title={title} message={guest} />;
  return <>{children(page as Extract<P, { access: 'ok' }>)}</>;
}
