import { Link } from 'react-router';
import { useT } from '../../lib/i18n';

/** SPEC §8: unknown or deleted content, for the catch-all route and every loader's 404. */
/** Why a page is not there, when the address itself is wrong (SPEC §8): the loaders' notFound(reason). */
export const NOT_FOUND_REASONS = ['error.topic.url.invalid', 'error.location.url.invalid'] as const;
export type NotFoundReason = (typeof NOT_FOUND_REASONS)[number];

/** The reason a 404's data carries, when it is one of ours (anything else reads as 'does not exist'). */
export function notFoundReason(data: unknown): NotFoundReason | null {
  const reason = (data as { reason?: unknown } | null)?.reason;
  return NOT_FOUND_REASONS.find((known) => known === reason) ?? null;
}

export function NotFoundPage({ reason = null }: { reason?: NotFoundReason | null }) {
  const t = useT();
  return (
    <div className="page page-narrow page-error">
      <p className="error-status">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t(reason ?? 'error.not_found')}</p>
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
