import { MemberPage } from '../features/shell/member-page';
import { metaTranslator, useT } from '../lib/i18n';
import type { Route } from './+types/activity';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('activity.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function Activity() {
  const t = useT();
  return (
    <MemberPage
      title={t('activity.title')}
      guestMessage={t('activity.guest')}
      empty={{
        title: t('activity.empty.title'),
        message: t('activity.empty.body'),
        action: { label: t('activity.empty.action'), href: '/' },
      }}
    />
  );
}
