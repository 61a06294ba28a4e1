import { getPageContext } from '../context';
import { originOf, shareMeta } from '../features/content/share-meta';
import { InfiniteFeed } from '../features/feeds/infinite-feed';
import { metaTranslator, useT } from '../lib/i18n';
import { EmptyState } from '../ui/empty-state';
import type { Route } from './+types/quizzes';
import '../features/content/content.css';

/** /quizzes.html, where SPEC sends ctype 11: the quiz directory; each quiz has its own SPEC quiz route. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = getPageContext(context);
  return { feed: await page.api.content.quizzes({ flavour: page.flavour }), origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  return shareMeta({
    title: t('shell.pageTitle', { title: t('content.quizzes.title') }),
    shareTitle: t('content.quizzes.title'),
    description: t('content.quizzes.intro'),
    path: '/quizzes.html',
    origin: loaderData?.origin ?? '',
  });
};

export default function Quizzes({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page topic-page">
      <header className="topic-header">
        <div className="topic-heading">
          <h1 className="topic-title">{t('content.quizzes.title')}</h1>
          <p className="topic-description">{t('content.quizzes.intro')}</p>
        </div>
      </header>
      <InfiniteFeed
        headingLevel={2}
        initial={loaderData.feed}
        route="GET /api2/quiz/feed"
        label={t('content.quizzes.feed')}
        empty={
          <EmptyState title={t('content.quizzes.emptyTitle')} message={t('content.quizzes.emptyMessage')} />
        }
      />
    </div>
  );
}
