import { data } from 'react-router';
import { getPageContext } from '../context';
import { RequestView } from '../features/content-requests/request-view';
import { metaTranslator, useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/content-request';

/** /requests/{id}: one content request for one of its parties; anyone else gets a 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const id = /^[1-9]\d{0,15}$/.test(params.requestId) ? Number(params.requestId) : null;
  if (id === null || !Number.isSafeInteger(id)) throw data(null, { status: 404 });
  const page = await getPageContext(context).api.contentRequests.request(id);
  if (page.access === 'missing') throw data(null, { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  const page = loaderData?.page;
  const title = page?.access === 'ok' ? page.data.title : t('contentRequests.title');
  return [{ title: t('shell.pageTitle', { title }) }, { name: 'robots', content: 'noindex' }];
};

export default function ContentRequest({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page } = loaderData;
  if (page.access !== 'ok')
    return <PublicOverlay title={t('contentRequests.title')} message={t('contentRequests.guest')} />;
  return <RequestView key={`${page.data.id}:${page.data.updatedAt}`} initial={page.data} />;
}
