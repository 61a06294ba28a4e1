import { useT } from '../lib/i18n';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [{ title: 'Masthead' }];

export default function Home() {
  const t = useT();
  return (
    <main className="page">
      <h1>Masthead</h1>
      <p>{t('error.fallback')}</p>
    </main>
  );
}
