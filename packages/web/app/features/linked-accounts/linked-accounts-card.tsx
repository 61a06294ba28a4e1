import type { LinkedAccountsAnswer, LinkedAccountView, MessageKey } from '@masthead/core';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { confirm } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { showSnackbar } from '../../ui/snackbar';
import { SettingsCard } from '../accounts/settings-layout';
import { openOAuthPopup } from './oauth-popup';
import { linkedAccounts, unlinkAccount } from './providers-api';
import './linked-accounts.css';

/** Account settings: each provider this site offers, linked (with SPEC §4's validity) or not. */
export function LinkedAccountsCard() {
  const t = useT();
  const [state, setState] = useState<LinkedAccountsAnswer | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await linkedAccounts();
    if (result.ok) setState(result.data);
    else setError(result.message);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const link = async (account: LinkedAccountView) => {
    setBusy(account.provider);
    setError(null);
    const outcome = await openOAuthPopup(account.provider, 'link');
    if (outcome.type === 'blocked') setError(t('linked.popup.blocked'));
    else if (outcome.type !== 'closed' && !outcome.ok) setError(t(outcome.errorMsgKey as MessageKey));
    else if (outcome.type !== 'closed') {
      await load();
      showSnackbar(t('linked.settings.linkedDone', { provider: account.name }));
    }
    setBusy(null);
  };

  const unlink = async (account: LinkedAccountView) => {
    const confirmed = await confirm({
      title: t('linked.settings.unlinkConfirmTitle', { provider: account.name }),
      message: t('linked.settings.unlinkConfirm', { provider: account.name }),
      confirmLabel: t('linked.settings.unlink', { provider: account.name }),
      danger: true,
    });
    if (!confirmed) return;
    setBusy(account.provider);
    setError(null);
    const result = await unlinkAccount(account.provider);
    if (result.ok) {
      await load();
      showSnackbar(t('linked.settings.unlinkedDone', { provider: account.name }));
    } else setError(result.message);
    setBusy(null);
  };

  const describe = (account: LinkedAccountView) => {
    if (!account.linked) return t('linked.settings.notLinked');
    if (!account.valid) return t('linked.settings.expired');
    return account.accountName
      ? t('linked.settings.linkedAs', { name: account.accountName })
      : t('linked.settings.linked');
  };

  return (
    <SettingsCard title={t('linked.settings.title')} description={t('linked.settings.intro')}>
      <FormAlert message={error} />
      {state && state.accounts.length === 0 ? (
        <p className="settings-help">{t('linked.settings.none')}</p>
      ) : null}
      <ul className="linked-list">
        {state?.accounts.map((account) => (
          <li key={account.provider} className="linked-item" data-provider={account.provider}>
            <div>
              <p className="linked-name">{account.name}</p>
              <p className="linked-state">{describe(account)}</p>
            </div>
            {account.linked ? (
              <BusyButton
                type="button"
                variant="secondary"
                label={t('linked.settings.unlink', { provider: account.name })}
                busyLabel={t('linked.settings.unlinking')}
                busy={busy === account.provider}
                disabled={busy !== null}
                onClick={() => unlink(account)}
              />
            ) : (
              <BusyButton
                type="button"
                label={t('linked.settings.link', { provider: account.name })}
                busyLabel={t('linked.settings.linking')}
                busy={busy === account.provider}
                disabled={busy !== null}
                onClick={() => link(account)}
              />
            )}
          </li>
        ))}
      </ul>
    </SettingsCard>
  );
}
