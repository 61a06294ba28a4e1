import type { BlogSubmissionView } from '@masthead/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { getPageContext } from '../context';
import { BlogStateBadge } from '../features/blogs/blog-state';
import { MySubmissions } from '../features/blogs/my-submissions';
import { SubmitBlogForm } from '../features/blogs/submit-blog-form';
import { metaTranslator, useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/submit-blog';
import '../features/accounts/accounts.css';
import '../features/blogs/blogs.css';

/** SPEC §2 submit blog: the stepper form, then the submission's state; guests get the member overlay. */
export async function loader({ context }: Route.LoaderArgs) {
  const submissions = await getPageContext(context).api.blogs.mySubmissions();
  return { submissions, loadedAt: new Date().toISOString() };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('blogs.submit.title') }) },
    { name: 'description', content: t('blogs.submit.intro') },
  ];
};

export default function SubmitBlog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (!loaderData.submissions)
    return <PublicOverlay title={t('blogs.submit.title')} message={t('blogs.submit.guest')} />;
  return <SubmitBlogView key={loaderData.loadedAt} initial={loaderData.submissions} />;
}

function SubmitBlogView({ initial }: { initial: BlogSubmissionView[] }) {
  const t = useT();
  const [submissions, setSubmissions] = useState(initial);
  const [result, setResult] = useState<BlogSubmissionView | null>(null);
  const [round, setRound] = useState(0);

  const upsert = (next: BlogSubmissionView) =>
    setSubmissions((current) =>
      current.some((item) => item.submissionId === next.submissionId)
        ? current.map((item) => (item.submissionId === next.submissionId ? next : item))
        : [next, ...current],
    );

  return (
    <div className="page page-narrow blog-page">
      <h1>{t('blogs.submit.title')}</h1>
      <p className="blog-intro">{t('blogs.submit.intro')}</p>
      {result ? (
        <div className="blog-result blog-card" role="status">
          <p className="blog-result-state">
            <BlogStateBadge state={result.state} />
          </p>
          <p>{t('blogs.submit.done')}</p>
          <p className="blog-result-title">
            <strong>{result.title}</strong> <span className="muted blog-url">{result.feedUrl}</span>
          </p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setResult(null);
              setRound((value) => value + 1);
            }}
          >
            {t('blogs.submit.another')}
          </button>
        </div>
      ) : (
        <div className="blog-card">
          <SubmitBlogForm
            key={round}
            onSubmitted={(submission) => {
              upsert(submission);
              setResult(submission);
            }}
          />
        </div>
      )}
      <MySubmissions submissions={submissions} onChange={upsert} />
      <p className="blog-aside">
        <Link to="/recommend_publisher.html">{t('blogs.recommend.link')}</Link>
      </p>
    </div>
  );
}
