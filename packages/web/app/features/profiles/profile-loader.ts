import { dashboardPath, type PageContext, USER_TYPE } from '@masthead/core';
import { data, redirect } from 'react-router';
import { originOf } from '../content/share-meta';
import { linkOptions } from '../magazines/site-options';

/**
 * A profile page's data: the profile, its first page of published stories (one page-API call), and
 * the page's origin; 404 when no such profile. A magazine's page also lists its topics and writers, and
 * carries its open-contribution card.
 */
export async function loadProfilePage(
  page: PageContext,
  request: Request,
  who: { username: string } | { userId: number },
) {
  const found = await page.api.getProfilePage(who, linkOptions(page));
  if (!found) {
    // A closed magazine has no public page; its members find it (and its primary owner Reopen) on its home.
    if ('username' in who && page.viewer) {
      const home = await page.api.magazines.home(who.username);
      if (home.access === 'ok' && home.home.closed)
        throw redirect(dashboardPath(home.home.magazine.username));
    }
    throw data(null, { status: 404 });
  }
  const magazineUserId = found.profile.userType === USER_TYPE.magazine ? found.profile.userId : null;
  // A magazine's page also shows its open-contribution card while it takes stories. The page's look
  // for this viewer (SPEC §3, rendered on the server: no flash of the default look) came with it.
  const [extras, openContribution, requestsCard] = await Promise.all([
    magazineUserId ? page.api.magazines.magazinePage(magazineUserId) : null,
    magazineUserId ? page.api.openContribution.card(magazineUserId) : null,
    // Content requests: whether they take them, completed requests, ratings received (members only).
    page.api.contentRequests.profileCard(found.profile.userId),
  ]);
  return {
    ...found,
    extras: extras && { ...extras, openContribution },
    requestsCard,
    origin: originOf(request),
  };
}
