import { getPageContext } from '../context';
import { NotificationsList } from '../features/notifications/notifications-list';
import { metaTranslator, useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/notifications';

/** SPEC §2 /notifications.html: the first page of the viewer's notifications; guests get the overlay. */
export async function loader({ context }: Route.LoaderArgs) {
  const list = await getPageContext(context).api.notifications.list(0);
  return list ? { list, now: new Date().toISOString() } : null;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('notifications.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (!loaderData)
    return <PublicOverlay title={t('notifications.title')} message={t('notifications.guest')} />;
  return <NotificationsList initial={loaderData.list} now={loaderData.now} />;
}
