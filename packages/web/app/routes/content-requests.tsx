import { ZContentRequestInboxQuery } from '@masthead/core';
import { data } from 'react-router';
import { getPageContext } from '../context';
import { InboxView } from '../features/content-requests/inbox-view';
import { metaTranslator, useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/content-requests';

/**
 * /requests (`?side=creator`, `?tab=…`, `?as={magazine}`): the viewer's content-request inbox, one side
 * and one tab. Guests get the overlay; a magazine they may not commission for is a 404.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = ZContentRequestInboxQuery.safeParse(
    Object.fromEntries(
      ['side', 'tab', 'as', 'offset'].flatMap((name) => {
        const value = params.get(name);
        return value === null ? [] : [[name, value]];
      }),
    ),
  );
  const page = await getPageContext(context).api.contentRequests.inbox(
    query.success ? query.data : { side: 'requester' },
  );
  if (page.access === 'missing') throw data(null, { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('contentRequests.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ContentRequests({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page } = loaderData;
  if (page.access !== 'ok')
    return <PublicOverlay title={t('contentRequests.title')} message={t('contentRequests.guest')} />;
  return (
    <InboxView
      key={`${page.data.side}:${page.data.tab}:${page.data.requester?.userId ?? ''}`}
      inbox={page.data}
    />
  );
}
