import { MemberPage } from '../features/shell/member-page';
import { metaTranslator, useT } from '../lib/i18n';
import type { Route } from './+types/connections';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('connections.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function Connections() {
  const t = useT();
  return (
    <MemberPage
      title={t('connections.title')}
      guestMessage={t('connections.guest')}
      empty={{
        title: t('connections.empty.title'),
        message: t('connections.empty.body'),
        action: { label: t('connections.empty.action'), href: '/settings/profile.html' },
      }}
    />
  );
}
