import { REVIEW_QUEUE_TABS } from '@masthead/core';
import { data, Link } from 'react-router';
import { getPageContext } from '../context';
import { ReviewQueue } from '../features/editorial/review-queue';
import { tabParam } from '../features/feeds/page-params';
import { usernameFromHandle } from '../features/profiles/profile-params';
import { metaTranslator, useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/magazine-review';

/**
 * /dashboard/@{magazine}/review (`?tab=submitted|returned`): the magazine's review queue, for its
 * editors and up (SPEC §6 reviewSubmissions). Guests get the overlay, others 'Access Deny' (403).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const username = usernameFromHandle(params.handle);
  if (username === null) throw data(null, { status: 404 });
  const tab = tabParam(request, REVIEW_QUEUE_TABS);
  const page = await getPageContext(context).api.editorial.queue(username, tab);
  if (page.access === 'missing') throw data(null, { status: 404 });
  // 'Access Deny' said on this page with a 403 status: the generic error page would ask for a refresh.
  if (page.access === 'denied') return data({ page }, { status: 403 });
  return { page };
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
  const { page } = loaderData;
  if (page.access === 'denied')
    return (
      <div className="page page-narrow page-error">
        <p className="error-status">403</p>
        <h1>{t('error.access_deny')}</h1>
        <p>{t('editorial.queue.denied')}</p>
        <Link className="button button-primary" to="/">
          {t('notFound.home')}
        </Link>
      </div>
    );
  if (page.access !== 'ok')
    return <PublicOverlay title={t('editorial.queue.title')} message={t('editorial.queue.guest')} />;
  // Keyed by tab: another tab starts from what the server sent.
  return <ReviewQueue key={`${page.queue.magazine.userId}:${page.queue.tab}`} initial={page.queue} />;
}
