import type { NewsletterIssue, NewsletterStatus } from '@masthead/core';
import { useI18n } from '../../lib/i18n';
import { formatNumber } from '../content/format';
import { NewsletterIssueEditor } from './newsletter-issue-editor';

/** SPEC §4's 'YYYY-MM-DD HH:mm', in UTC as the newsletter's schedule is. */
const utc = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '');

/**
 * The newsletter section: how many readers are subscribed, when it last ran and when it runs next, then
 * the coming issue's editor.
 */
export function NewsletterSection({
  status,
  issue,
}: {
  status: NewsletterStatus;
  issue?: NewsletterIssue | undefined;
}) {
  return (
    <>
      <NewsletterSchedule status={status} />
      {issue && <NewsletterIssueEditor initial={issue} />}
    </>
  );
}

function NewsletterSchedule({ status }: { status: NewsletterStatus }) {
  const { t, lang } = useI18n();
  const last = status.lastRun;
  return (
    <div className="admin-card newsletter-status">
      <p>{t('admin.newsletter.subscribers', { count: formatNumber(lang, status.subscribers) })}</p>
      <p data-testid="newsletter-last-run">
        {last === null
          ? t('admin.newsletter.never')
          : last.status === 'done'
            ? t('admin.newsletter.last', {
                week: last.week,
                time: utc(last.finishedAt),
                count: formatNumber(lang, last.sent),
              })
            : last.status === 'failed'
              ? t('admin.newsletter.failed', {
                  week: last.week,
                  count: last.attempts,
                  error: last.error ?? '',
                })
              : t('admin.newsletter.running', { week: last.week, count: last.attempts })}
      </p>
      <p className="muted">{t('admin.newsletter.next', { time: utc(status.nextRunAt) })}</p>
    </div>
  );
}
