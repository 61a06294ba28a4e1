import { data } from 'react-router';
import { getPageContext } from '../context';
import { BriefForm } from '../features/content-requests/brief-form';
import { metaTranslator, useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/content-request-edit';
import '../features/content-requests/content-requests.css';

/** /requests/{id}/edit: the requester revises the brief while it is theirs to change. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const id = /^[1-9]\d{0,15}$/.test(params.requestId) ? Number(params.requestId) : null;
  if (id === null) throw data(null, { status: 404 });
  const page = await getPageContext(context).api.contentRequests.request(id);
  if (page.access === 'missing' || (page.access === 'ok' && !page.data.abilities.edit))
    throw data(null, { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('contentRequests.form.editHeading') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ContentRequestEdit({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page } = loaderData;
  if (page.access !== 'ok')
    return <PublicOverlay title={t('contentRequests.title')} message={t('contentRequests.guest')} />;
  return (
    <div className="page brief-page">
      <BriefForm initial={page.data} requesterId={page.data.requester.userId} creator={page.data.creator} />
    </div>
  );
}
