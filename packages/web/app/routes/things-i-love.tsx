import { MemberPage } from '../features/shell/member-page';
import { metaTranslator, useT } from '../lib/i18n';
import type { Route } from './+types/things-i-love';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('thingsILove.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ThingsILove() {
  const t = useT();
  return (
    <MemberPage
      title={t('thingsILove.title')}
      guestMessage={t('thingsILove.guest')}
      empty={{
        title: t('thingsILove.empty.title'),
        message: t('thingsILove.empty.body'),
        action: { label: t('thingsILove.empty.action'), href: '/' },
      }}
    />
  );
}
