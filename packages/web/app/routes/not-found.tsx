import { data } from 'react-router';
import { NotFoundPage } from '../features/shell/error-page';
import { metaTranslator } from '../lib/i18n';
import type { Route } from './+types/not-found';

/** Every address no other route claims: a real 404 status, shown by the root error boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('notFound.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function NotFound() {
  return <NotFoundPage />;
}
