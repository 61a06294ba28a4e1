import type { ReportDecision, ReportView } from '@masthead/core';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { StoryTime } from '../feeds/story-time';

/**
 * One report in a moderation queue (the admin's or a magazine's): what was reported and why, by whom,
 * and the actions this viewer may take on it: its decisions while open, 'Restore' once hidden.
 */
export function ReportCard({
  report,
  busy,
  onDecide,
  onRestore,
}: {
  report: ReportView;
  busy: boolean;
  onDecide: (decision: ReportDecision) => void;
  onRestore: () => void;
}) {
  const t = useT();
  return (
    <li className="admin-card report-card">
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
        {report.target.author && report.target.kind !== 'person' && <> — @{report.target.author.username}</>}
      </p>
      {report.note && <blockquote>{report.note}</blockquote>}
      <p className="muted">
        {t('admin.reports.by', { name: report.reporter?.displayName ?? '', count: report.reporters })}
      </p>
      {report.status !== 'open' && (
        <p>{t('admin.reports.status', { status: t(`admin.status.${report.status}`) })}</p>
      )}
      {(report.decisions.length > 0 || report.restorable) && (
        <div className="admin-card-actions">
          {report.decisions.map((decision) => (
            <button
              key={decision}
              type="button"
              className={decision === 'dismiss' ? 'button button-secondary' : 'button button-danger'}
              disabled={busy}
              onClick={() => onDecide(decision)}
            >
              {t(`admin.decision.${decision}`)}
            </button>
          ))}
          {report.restorable && (
            <button type="button" className="button button-secondary" disabled={busy} onClick={onRestore}>
              {t('admin.decision.restore')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
