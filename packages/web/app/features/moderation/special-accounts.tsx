import type { AdminPersonView } from '@masthead/core';
import { type FormEvent, useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { showSnackbar } from '../../ui/snackbar';

/** SPEC §6 special-handling accounts: listed, added by user id and taken off the list. */
export function SpecialAccounts({ initial, canManage }: { initial: AdminPersonView[]; canManage: boolean }) {
  const t = useT();
  const [items, setItems] = useState(initial);
  const [newId, setNewId] = useState('');

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

  async function add(event: FormEvent) {
    event.preventDefault();
    const userId = Number(newId);
    if (!Number.isSafeInteger(userId) || userId <= 0) return showSnackbar(t('validation.invalid'));
    await set(userId, true);
    setNewId('');
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
        <form className="admin-row" onSubmit={add}>
          <label htmlFor="special-user">{t('admin.rights.special.add')}</label>
          <input
            id="special-user"
            className="field-input"
            inputMode="numeric"
            value={newId}
            onChange={(event) => setNewId(event.target.value)}
          />
          <button type="submit" className="button button-secondary">
            {t('admin.rights.add')}
          </button>
        </form>
      )}
    </>
  );
}
