import type { AdminPeoplePage, AdminPersonView } from '@masthead/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { confirm } from '../../ui/confirm-dialog';
import { showSnackbar } from '../../ui/snackbar';
import { SearchForm } from './search-form';

/** People search with suspend and restore (SPEC §6 'people' right). */
export function PeopleSection({ people }: { people: AdminPeoplePage }) {
  const t = useT();
  const [items, setItems] = useState(people.items);
  const [busy, setBusy] = useState<number | null>(null);

  async function toggle(person: AdminPersonView) {
    if (
      !person.suspended &&
      !(await confirm({
        title: t('admin.people.suspend'),
        message: t('admin.people.suspendConfirm', { name: person.displayName }),
        confirmLabel: t('admin.people.suspend'),
        danger: true,
      }))
    )
      return;
    setBusy(person.userId);
    const result = await call('POST /api2/admin/people/suspend', {
      userId: person.userId,
      suspended: !person.suspended,
    });
    setBusy(null);
    if (!result.ok) return showSnackbar(result.message);
    setItems((current) => current.map((item) => (item.userId === person.userId ? result.data.person : item)));
  }

  return (
    <>
      <SearchForm label={t('admin.people.search')} />
      <table className="admin-table">
        <caption className="visually-hidden">{t('admin.people.caption')}</caption>
        <tbody>
          {items.map((person) => (
            <tr key={person.userId}>
              <td>
                <Link to={`/@${person.username}`}>{person.displayName}</Link>
                <div className="muted">
                  @{person.username} · #{person.userId}
                </div>
              </td>
              <td>{person.email}</td>
              <td>{person.suspended && <strong>{t('admin.people.suspended')}</strong>}</td>
              <td>
                {!person.masterAdmin && (
                  <button
                    type="button"
                    className={person.suspended ? 'button button-secondary' : 'button button-danger'}
                    disabled={busy === person.userId}
                    onClick={() => toggle(person)}
                  >
                    {t(person.suspended ? 'admin.people.restore' : 'admin.people.suspend')}{' '}
                    <span className="visually-hidden">{person.displayName}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
