import { data, Link, useLocation } from 'react-router';
import { getPageContext } from '../context';
import { AdminSectionView } from '../features/moderation/admin-section-view';
import { ADMIN_SECTIONS, adminPath, sectionOf } from '../features/moderation/admin-sections';
import { metaTranslator, useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/admin-console';
import '../features/moderation/moderation.css';

/**
 * The admin console (SPEC §6): `/admin` and `/admin/{section}.html`. Each section is gated by its site
 * action as its API routes are; guests get the overlay, anyone without the right 'Access Deny' (403).
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const section = sectionOf(params.section);
  if (section === undefined) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const q = search.get('q')?.slice(0, 60) || undefined;
  const status = search.get('status') === 'decided' ? ('decided' as const) : ('open' as const);
  const page = await getPageContext(context).api.admin.console(section, { ...(q ? { q } : {}), status });
  const loadedAt = new Date().toISOString();
  if (page.access === 'denied') return data({ page, section, loadedAt }, { status: 403 });
  return { page, section, loadedAt };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('admin.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function AdminConsole({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { pathname } = useLocation();
  const { page, section, loadedAt } = loaderData;
  if (page.access === 'denied')
    return (
      <div className="page page-narrow page-error">
        <p className="error-status">403</p>
        <h1>{t('error.access_deny')}</h1>
        <p>{t('admin.denied')}</p>
        <Link className="button button-primary" to="/">
          {t('notFound.home')}
        </Link>
      </div>
    );
  if (page.access !== 'ok') return <PublicOverlay title={t('admin.title')} message={t('admin.guest')} />;
  const sections = ADMIN_SECTIONS.filter((entry) => page.abilities[entry.action]);
  const current = ADMIN_SECTIONS.find((entry) => entry.section === section);
  return (
    <div className="page admin-page">
      <nav className="admin-nav" aria-label={t('admin.nav')}>
        <p className="muted">{t('admin.title')}</p>
        <ul>
          {sections.map((entry) => (
            <li key={entry.section}>
              <Link
                to={adminPath(entry.section)}
                aria-current={pathname === adminPath(entry.section) ? 'page' : undefined}
              >
                {t(entry.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="admin-main">
        <h1>{current ? t(current.label) : t('admin.title')}</h1>
        {section && <AdminSectionView key={`${section}:${loadedAt}`} section={section} page={page} />}
      </section>
    </div>
  );
}
