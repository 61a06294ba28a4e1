import { MemberPage } from '../features/shell/member-page';
import { metaTranslator, useT } from '../lib/i18n';
import type { Route } from './+types/notifications';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('notifications.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function Notifications() {
  const t = useT();
  return (
    <MemberPage
      title={t('notifications.title')}
      guestMessage={t('notifications.guest')}
      empty={{
        title: t('notifications.empty.title'),
        message: t('notifications.empty.body'),
        action: { label: t('notifications.empty.action'), href: '/settings/notifications.html' },
      }}
    />
  );
}
