import { BLOG_STATUSES, type BlogStatus } from '@masthead/core';
import { data, Link } from 'react-router';
import { getPageContext } from '../context';
import { AdminQueue } from '../features/blogs/admin-queue';
import { metaTranslator, useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/admin-blogs';

/**
 * The blog review queue (`?status=pending|approved|not_approved|canceled`). SPEC §6: masterAdmin, or an
 * admin holding the 'blogs' right; guests get the overlay, anyone else 'Access Deny'.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const param = new URL(request.url).searchParams.get('status');
  const status: BlogStatus = BLOG_STATUSES.find((value) => value === param) ?? 'pending';
  const page = await getPageContext(context).api.blogs.adminQueue(status);
  const loadedAt = new Date().toISOString();
  // 'Access Deny' with a 403 status, said on this page: the generic error page would ask for a refresh.
  if (page.access === 'denied') return data({ page, loadedAt }, { status: 403 });
  return { page, loadedAt };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('blogs.admin.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function AdminBlogs({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, loadedAt } = loaderData;
  if (page.access === 'denied')
    return (
      <div className="page page-narrow page-error">
        <p className="error-status">403</p>
        <h1>{t('error.access_deny')}</h1>
        <p>{t('blogs.admin.denied')}</p>
        <Link className="button button-primary" to="/">
          {t('notFound.home')}
        </Link>
      </div>
    );
  if (page.access !== 'ok')
    return <PublicOverlay title={t('blogs.admin.title')} message={t('blogs.admin.guest')} />;
  return (
    <div className="page blog-page blog-admin">
      <h1>{t('blogs.admin.title')}</h1>
      <AdminQueue
        key={`${page.queue.status}:${loadedAt}`}
        queue={page.queue}
        recommendations={page.recommendations}
      />
    </div>
  );
}
