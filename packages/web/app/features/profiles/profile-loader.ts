import type { PageContext } from '@masthead/core';
import { data } from 'react-router';
import { originOf } from '../content/share-meta';

/**
 * A profile page's data: the profile, its first page of published stories (one page-API call), and
 * the page's origin; 404 when no such profile.
 */
export async function loadProfilePage(
  page: PageContext,
  request: Request,
  who: { username: string } | { userId: number },
) {
  const found = await page.api.getProfilePage(who, { flavour: page.flavour });
  if (!found) throw data(null, { status: 404 });
  return { ...found, origin: originOf(request) };
}
