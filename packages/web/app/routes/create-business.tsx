import type { MagazineCreated } from '@masthead/core';
import { useNavigate, useRevalidator } from 'react-router';
import { getPageContext } from '../context';
import { CreateForm } from '../features/magazines/create-form';
import { metaTranslator, useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import { showSnackbar } from '../ui/snackbar';
import type { Route } from './+types/create-business';

/**
 * SPEC §2 /create_business.html ('Add a Business', 'Add a Business' in the account menu and the
 * switcher): create a magazine or a business and become its primary owner. Guests get the overlay.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await getPageContext(context).api.magazines.createPage() };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('magazines.create.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function CreateBusiness({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { page } = loaderData;
  if (page.access !== 'ok')
    return <PublicOverlay title={t('magazines.create.title')} message={t('magazines.create.guest')} />;

  const created = async ({ magazine, dashboardPath }: MagazineCreated, picturesSent: boolean) => {
    await navigate(dashboardPath);
    // The header and switcher read the viewer's magazines: the new one is among them now.
    void revalidator.revalidate();
    const name = magazine.displayName;
    showSnackbar(
      picturesSent ? t('magazines.create.created', { name }) : t('magazines.create.picturesFailed', { name }),
    );
    return 'navigating' as const;
  };

  return (
    <div className="page page-narrow create-page">
      <h1>{t('magazines.create.title')}</h1>
      <p className="page-intro">{t('magazines.create.intro')}</p>
      <CreateForm site={page.site} onCreated={created} />
    </div>
  );
}
