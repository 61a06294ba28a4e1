import { Link } from 'react-router';
import { useT } from '../../lib/i18n';

/** SPEC §8 'Access Deny' on a magazine's member page, said on the page itself (with a 403 status). */
export function MagazineDenied({ message }: { message: string }) {
  const t = useT();
  return (
    <div className="page page-narrow page-error">
      <p className="error-status">403</p>
      <h1>{t('error.access_deny')}</h1>
      <p>{message}</p>
      <Link className="button button-primary" to="/">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
