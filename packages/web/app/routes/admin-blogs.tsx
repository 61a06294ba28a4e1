import { BLOG_STATUSES, type BlogStatus } from '@masthead/core';
import { data } from 'react-router';
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
  if (page.access === 'denied') throw data(null, { status: 403 });
  return { page, loadedAt: new Date().toISOString() };
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
