import { MY_POSTS_TABS } from '@masthead/core';
import { getPageContext } from '../context';
import { BlogImportReminder } from '../features/blogs/blog-import-reminder';
import { MyPosts as MyPostsView } from '../features/compose/my-posts';
import { tabParam } from '../features/feeds/page-params';
import { metaTranslator, useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/my-posts';

/** SPEC §2 My Posts (`?tab=draft|published`): the writer's own content; guests get the member overlay. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const tab = tabParam(request, MY_POSTS_TABS);
  const posts = page.viewer ? await page.api.compose.myPosts(tab) : null;
  return { tab, posts, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('myPosts.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function MyPosts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { tab, posts, now } = loaderData;
  if (!posts) return <PublicOverlay title={t('myPosts.title')} message={t('myPosts.guest')} />;
  // Keyed by tab and first page: a new tab or a reload starts from what the server sent.
  return (
    <>
      <BlogImportReminder />
      <MyPostsView key={`${tab}:${now}`} tab={tab} initial={posts} now={now} />
    </>
  );
}
