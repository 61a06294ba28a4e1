import { getPageMagazine, type PageContext } from '@masthead/core';
import { data, redirect } from 'react-router';

/**
 * SPEC §6 getPageMagazine: a dashboard address may name the magazine by `?magazineUserId=` in place of
 * the @username (/dashboard?magazineUserId=12, /dashboard/team?magazineUserId=12). Redirects to the
 * address with the username; 404 when it names none of the viewer's magazines. Guests get null (the
 * page shows them the sign-in overlay).
 */
export function redirectToDashboard(page: PageContext, request: Request, rest: string): null {
  if (!page.viewer) return null;
  const path = rest.replace(/^\/+|\/+$/g, '');
  // A /dashboard/@{username}/… address that no page took does not exist.
  if (path.startsWith('@')) throw data(null, { status: 404 });
  const magazineUserId = new URL(request.url).searchParams.get('magazineUserId');
  const magazine = getPageMagazine(page.viewer.magazines, magazineUserId);
  if (!magazine) throw data(null, { status: 404 });
  throw redirect(`/dashboard/@${magazine.username}${path ? `/${path}` : ''}`);
}
