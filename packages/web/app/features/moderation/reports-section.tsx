import type { ReportDecision, ReportQueuePage, ReportView } from '@masthead/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { showSnackbar } from '../../ui/snackbar';
import { ReportCard } from './report-card';

const sameTarget = (a: ReportView, b: ReportView) =>
  a.target.kind === b.target.kind && a.target.targetId === b.target.targetId;

/**
 * A moderation queue: open reports oldest first (or decided ones), each with the actions its viewer
 * may take. The admin console's reports section and a magazine's dashboard page both show it.
 */
export function ReportsSection({ queue, label }: { queue: ReportQueuePage; label?: string }) {
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
    const done = result.data.report;
    // Every open report of the same target was decided with it.
    setItems((current) => current.filter((item) => !sameTarget(item, done)));
    showSnackbar(t('admin.reports.status', { status: t(`admin.status.${done.status}`) }));
  }

  async function restore(report: ReportView) {
    setBusy(report.reportId);
    const result = await call('POST /api2/report/restore', { reportId: report.reportId });
    setBusy(null);
    if (!result.ok) return showSnackbar(result.message);
    const back = result.data.report;
    // Every hidden report of the same target was restored with it.
    setItems((current) =>
      current.map((item) =>
        item.reportId === back.reportId
          ? back
          : sameTarget(item, back) && item.status === 'hidden'
            ? { ...item, status: 'restored', restorable: false }
            : item,
      ),
    );
    showSnackbar(t('admin.reports.restored'));
  }

  return (
    <>
      <nav className="admin-row" aria-label={label ?? t('admin.section.reports')}>
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
            <ReportCard
              key={report.reportId}
              report={report}
              busy={busy === report.reportId}
              onDecide={(decision) => decide(report, decision)}
              onRestore={() => restore(report)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
