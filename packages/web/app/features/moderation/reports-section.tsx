import type { ReportDecision, ReportQueuePage, ReportView } from '@masthead/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { showSnackbar } from '../../ui/snackbar';
import { StoryTime } from '../feeds/story-time';

/** The moderation queue: open reports oldest first (or decided ones), each with its decisions. */
export function ReportsSection({ queue }: { queue: ReportQueuePage }) {
  const t = useT();
  const [params] = useSearchParams();
  const decided = params.get('status') === 'decided';
  const [items, setItems] = useState(queue.items);
  const [busy, setBusy] = useState<number | null>(null);

  async function decide(report: ReportView, decision: ReportDecision) {
    setBusy(report.reportId);
    const result = await call('POST /api2/report/decide', { reportId: report.reportId, decision });
    setBusy(null);
    if (!result.ok) return showSnackbar(result.message);
    const { target } = result.data.report;
    // Every open report of the same target was decided with it.
    setItems((current) =>
      current.filter(
        (item) => !(item.target.kind === target.kind && item.target.targetId === target.targetId),
      ),
    );
    showSnackbar(t('admin.reports.status', { status: t(`admin.status.${result.data.report.status}`) }));
  }

  return (
    <>
      <nav className="admin-row" aria-label={t('admin.section.reports')}>
        <Link className="pill-button" to="?status=open" aria-current={decided ? undefined : 'page'}>
          {t('admin.reports.open')}
        </Link>
        <Link className="pill-button" to="?status=decided" aria-current={decided ? 'page' : undefined}>
          {t('admin.reports.decided')}
        </Link>
        {!decided && <span className="muted">{t('admin.reports.count', { count: queue.openCount })}</span>}
      </nav>
      {items.length === 0 ? (
        <p className="muted">{t('admin.reports.empty')}</p>
      ) : (
        <ul className="admin-list">
          {items.map((report) => (
            <li key={report.reportId} className="admin-card report-card">
              <p>
                <strong>{t(`admin.reports.kind.${report.target.kind}`)}</strong> ·{' '}
                {t(`report.reason.${report.reason}`)} · <StoryTime iso={report.createdAt} />
              </p>
              <p className="report-target">
                {report.target.href ? (
                  <Link to={report.target.href}>{report.target.label}</Link>
                ) : (
                  report.target.label
                )}
                {report.target.author && report.target.kind !== 'person' && (
                  <> — @{report.target.author.username}</>
                )}
              </p>
              {report.note && <blockquote>{report.note}</blockquote>}
              <p className="muted">
                {t('admin.reports.by', {
                  name: report.reporter?.displayName ?? '',
                  count: report.reporters,
                })}
              </p>
              {report.status !== 'open' && (
                <p>{t('admin.reports.status', { status: t(`admin.status.${report.status}`) })}</p>
              )}
              {report.decisions.length > 0 && (
                <div className="admin-card-actions">
                  {report.decisions.map((decision) => (
                    <button
                      key={decision}
                      type="button"
                      className={decision === 'dismiss' ? 'button button-secondary' : 'button button-danger'}
                      disabled={busy === report.reportId}
                      onClick={() => decide(report, decision)}
                    >
                      {t(`admin.decision.${decision}`)}
                    </button>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
