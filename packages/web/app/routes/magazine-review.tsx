import { REVIEW_QUEUE_TABS } from '@masthead/core';
import { getPageContext } from '../context';
import { ReviewQueue } from '../features/editorial/review-queue';
import { tabParam } from '../features/feeds/page-params';
import { DashboardGate, loadDashboardPage } from '../features/magazines/dashboard-page';
import { metaTranslator, useT } from '../lib/i18n';
import type { Route } from './+types/magazine-review';

/**
 * /dashboard/@{magazine}/review (`?tab=submitted|returned`): the magazine's review queue, for its
 * editors and up (SPEC §6 reviewSubmissions). Guests get the overlay, others 'Access Deny' (403).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const tab = tabParam(request, REVIEW_QUEUE_TABS);
  const { editorial } = getPageContext(context).api;
  return loadDashboardPage(params.handle, (username) => editorial.queue(username, tab));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  const page = loaderData?.page;
  const title =
    page?.access === 'ok'
      ? t('editorial.queue.heading', { magazine: page.queue.magazine.displayName })
      : t('editorial.queue.title');
  return [{ title: t('shell.pageTitle', { title }) }, { name: 'robots', content: 'noindex' }];
};

export default function MagazineReview({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <DashboardGate
      page={loaderData.page}
      title={t('editorial.queue.title')}
      guest={t('editorial.queue.guest')}
      denied={t('editorial.queue.denied')}
    >
      {({ queue }) => (
        // Keyed by tab: another tab starts from what the server sent.
        <ReviewQueue key={`${queue.magazine.userId}:${queue.tab}`} initial={queue} />
      )}
    </DashboardGate>
  );
}
