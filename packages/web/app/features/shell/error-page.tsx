import { Link } from 'react-router';
import { useT } from '../../lib/i18n';

/** SPEC §8: unknown or deleted content, for the catch-all route and every loader's 404. */
export function NotFoundPage() {
  const t = useT();
  return (
    <div className="page page-narrow page-error">
      <p className="error-status">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('error.not_found')}</p>
      <Link className="button button-primary" to="/">
        {t('notFound.home')}
      </Link>
    </div>
  );
}

/** Any other failure while loading or showing a page (403 says so; the rest are the server's fault). */
export function ServerErrorPage({ status }: { status: number }) {
  const t = useT();
  return (
    <div className="page page-narrow page-error">
      <p className="error-status">{status}</p>
      <h1>{status === 403 ? t('error.access_deny') : t('error.service.unavailable')}</h1>
      <p>{status === 403 ? t('shell.error.forbidden') : t('ui.refreshAndRetry')}</p>
      <Link className="button button-primary" to="/" reloadDocument>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
