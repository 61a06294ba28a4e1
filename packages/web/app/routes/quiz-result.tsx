import { QUIZ_RESULT_CODE_PATTERN } from '@masthead/core';
import { Link } from 'react-router';
import { getPageContext } from '../context';
import { notFoundMeta } from '../features/content/content-meta';
import { formatDate } from '../features/content/format';
import { notFound, pageUrl } from '../features/content/page-loaders';
import { originOf, shareImage, shareMeta } from '../features/content/share-meta';
import { StoryCard } from '../features/feeds/story-card';
import { ShareMenu } from '../features/sharing/share-menu';
import { metaTranslator, useI18n } from '../lib/i18n';
import type { Route } from './+types/quiz-result';
import '../features/quizzes/quizzes.css';

/** SPEC §2 quiz result, shareable: /quiz_result.html?code= (unknown code: the 404 page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const code = pageUrl(request).searchParams.get('code') ?? '';
  if (!QUIZ_RESULT_CODE_PATTERN.test(code)) throw notFound();
  const result = await page.api.quizzes.result(code, { flavour: page.flavour });
  if (!result) throw notFound();
  return { result, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return notFoundMeta(matches);
  const t = metaTranslator(matches);
  const { result, origin } = loaderData;
  const vars = { score: result.score, total: result.total, title: result.quiz.title };
  const shareTitle = t('quizzes.result.shareTitle', vars);
  const absolute = `${origin}${result.url}`;
  // The result's address keeps its ?code=, which a path-only canonical would lose.
  return shareMeta({
    title: t('shell.pageTitle', { title: shareTitle }),
    shareTitle,
    description: t('quizzes.result.description', { title: result.quiz.title }),
    path: '/quiz_result.html',
    origin,
    image: shareImage(origin, result.quiz.photoPath),
  }).map((tag) => {
    if ('property' in tag && tag.property === 'og:url') return { ...tag, content: absolute };
    if ('tagName' in tag && tag.tagName === 'link' && tag.rel === 'canonical')
      return { ...tag, href: absolute };
    return tag;
  });
};

export default function QuizResult({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { result } = loaderData;
  const vars = { score: result.score, total: result.total, title: result.quiz.title };
  const percent = result.total > 0 ? Math.round((result.score / result.total) * 100) : 0;
  return (
    <div className="page quiz-result-page">
      <section className="quiz-result-hero" aria-labelledby="quiz-result-heading">
        <p className="quiz-result-kicker">{t('quizzes.result.title')}</p>
        <h1 id="quiz-result-heading">{t('quizzes.result.headline', vars)}</h1>
        <p className="quiz-result-score" aria-hidden="true">
          {result.score}/{result.total}
        </p>
        <p className="quiz-result-meta">
          {t('quizzes.result.percent', { percent })} ·{' '}
          <time dateTime={result.createdAt}>
            {t('quizzes.result.played', { date: formatDate(lang, result.createdAt) })}
          </time>
        </p>
      </section>
      <div className="quiz-result-actions">
        <Link className="button button-primary button-large" to={result.quiz.url}>
          {t('quizzes.result.take')}
        </Link>
        <ShareMenu
          url={result.url}
          title={t('quizzes.result.shareTitle', vars)}
          description={t('quizzes.result.description', { title: result.quiz.title })}
          imageUrl={result.quiz.photoPath}
          label={t('quizzes.result.share')}
        />
      </div>
      <section className="quiz-result-card" aria-labelledby="quiz-result-quiz">
        <h2 id="quiz-result-quiz">{t('quizzes.result.quiz')}</h2>
        <StoryCard story={result.quiz} headingLevel={3} />
      </section>
    </div>
  );
}
