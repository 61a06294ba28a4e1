import type { AdminPersonView } from '@masthead/core';
import { useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { showSnackbar } from '../../ui/snackbar';
import { UserIdForm } from './user-id-form';

/** SPEC §6 special-handling accounts: listed, added by user id and taken off the list. */
export function SpecialAccounts({ initial, canManage }: { initial: AdminPersonView[]; canManage: boolean }) {
  const t = useT();
  const [items, setItems] = useState(initial);

  async function set(userId: number, special: boolean) {
    const result = await call('POST /api2/admin/special', { userId, special });
    if (!result.ok) return showSnackbar(result.message);
    const person = result.data.person;
    setItems((current) =>
      person.special
        ? [...current.filter((item) => item.userId !== person.userId), person]
        : current.filter((item) => item.userId !== person.userId),
    );
  }

  return (
    <>
      <h2>{t('admin.rights.special')}</h2>
      <ul className="admin-list">
        {items.map((person) => (
          <li key={person.userId} className="admin-row">
            <span>
              {person.displayName} (@{person.username}) · #{person.userId}
            </span>
            {canManage && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => set(person.userId, false)}
              >
                {t('admin.rights.special.remove')}{' '}
                <span className="visually-hidden">{person.displayName}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {canManage && (
        <UserIdForm
          label={t('admin.rights.special.add')}
          submit={t('admin.rights.add')}
          onAdd={(userId) => set(userId, true)}
        />
      )}
    </>
  );
}
