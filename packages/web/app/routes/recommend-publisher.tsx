import { Link } from 'react-router';
import { RecommendForm } from '../features/blogs/recommend-form';
import { metaTranslator, useT } from '../lib/i18n';
import { useViewer } from '../lib/root-data';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/recommend-publisher';
import '../features/accounts/accounts.css';
import '../features/blogs/blogs.css';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('blogs.recommend.title') }) },
    { name: 'description', content: t('blogs.recommend.intro') },
  ];
};

/** SPEC §2 recommend publisher: an address and a note for the admins; guests get the member overlay. */
export default function RecommendPublisher() {
  const t = useT();
  const viewer = useViewer();
  if (!viewer)
    return <PublicOverlay title={t('blogs.recommend.title')} message={t('blogs.recommend.guest')} />;
  return (
    <div className="page page-narrow blog-page">
      <h1>{t('blogs.recommend.title')}</h1>
      <p className="blog-intro">{t('blogs.recommend.intro')}</p>
      <RecommendForm />
      <p className="blog-aside">
        <Link to="/submit_blog.html">{t('blogs.submit.link')}</Link>
      </p>
    </div>
  );
}
