import { ACCESS_RIGHTS, type AccessRight, type AdminPersonView, type AdminRightsPage } from '@masthead/core';
import { type FormEvent, useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { showSnackbar } from '../../ui/snackbar';
import { SpecialAccounts } from './special-accounts';
import { UserIdForm } from './user-id-form';

type Props = { rights: AdminRightsPage; canGrant: boolean; canSpecial: boolean };

/** Who holds which access right; masterAdmin grants and revokes them; the special-handling list. */
export function RightsSection({ rights, canGrant, canSpecial }: Props) {
  const t = useT();
  const [admins, setAdmins] = useState(rights.admins);

  const saved = (person: AdminPersonView) =>
    setAdmins((current) =>
      current.some((item) => item.userId === person.userId)
        ? current.map((item) => (item.userId === person.userId ? person : item))
        : [...current, person],
    );

  async function add(userId: number) {
    const result = await call('POST /api2/admin/rights', { userId, rights: [] });
    if (!result.ok) return showSnackbar(result.message);
    saved(result.data.person);
  }

  return (
    <>
      <h2>{t('admin.rights.admins')}</h2>
      <ul className="admin-list">
        {admins.map((person) => (
          <AdminRights key={person.userId} person={person} canGrant={canGrant} onSaved={saved} />
        ))}
      </ul>
      {canGrant && (
        <UserIdForm label={t('admin.rights.grantTo')} submit={t('admin.rights.addAdmin')} onAdd={add} />
      )}
      <SpecialAccounts initial={rights.special} canManage={canSpecial} />
    </>
  );
}

function AdminRights({
  person,
  canGrant,
  onSaved,
}: {
  person: AdminPersonView;
  canGrant: boolean;
  onSaved(person: AdminPersonView): void;
}) {
  const t = useT();
  const [held, setHeld] = useState<AccessRight[]>(person.accessRight);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await call('POST /api2/admin/rights', { userId: person.userId, rights: held });
    setBusy(false);
    if (!result.ok) return showSnackbar(result.message);
    onSaved(result.data.person);
    showSnackbar(t('admin.rights.saved'));
  }

  const legend = `${person.displayName} (@${person.username})`;
  return (
    <li className="admin-card">
      {person.masterAdmin ? (
        <p>
          <strong>{legend}</strong> — {t('admin.rights.master')}
        </p>
      ) : (
        <form onSubmit={save}>
          <fieldset className="admin-rights" disabled={!canGrant}>
            <legend>{legend}</legend>
            {ACCESS_RIGHTS.map((right) => (
              <label key={right}>
                <input
                  type="checkbox"
                  name="right"
                  value={right}
                  checked={held.includes(right)}
                  onChange={(event) =>
                    setHeld((current) =>
                      event.target.checked ? [...current, right] : current.filter((item) => item !== right),
                    )
                  }
                />
                {t(`admin.right.${right}`)}
              </label>
            ))}
          </fieldset>
          {canGrant && (
            <button type="submit" className="button button-primary" disabled={busy}>
              {t('admin.rights.save')} <span className="visually-hidden">{legend}</span>
            </button>
          )}
        </form>
      )}
    </li>
  );
}
