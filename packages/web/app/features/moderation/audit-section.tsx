import type { AuditPage } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { StoryTime } from '../feeds/story-time';

/** The audit log: every admin and moderation action, newest first. */
export function AuditSection({ audit }: { audit: AuditPage }) {
  const t = useT();
  if (audit.items.length === 0) return <p className="muted">{t('admin.audit.empty')}</p>;
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{t('admin.section.audit')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.audit.when')}</th>
          <th scope="col">{t('admin.audit.who')}</th>
          <th scope="col">{t('admin.audit.what')}</th>
          <th scope="col">{t('admin.audit.subject')}</th>
          <th scope="col">{t('admin.audit.details')}</th>
        </tr>
      </thead>
      <tbody>
        {audit.items.map((entry) => (
          <tr key={entry.auditId}>
            <td>
              <StoryTime iso={entry.createdAt} />
            </td>
            <td>{entry.actor ? `@${entry.actor.username}` : ''}</td>
            <td>
              <code>{entry.action}</code>
            </td>
            <td>{entry.subject ? `@${entry.subject.username}` : ''}</td>
            <td>
              {Object.entries(entry.details)
                .map(([key, value]) => `${key}: ${value}`)
                .join(' · ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
