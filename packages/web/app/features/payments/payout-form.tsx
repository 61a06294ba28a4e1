import type { Currency, Earnings } from '@masthead/core';
import { type FormEvent, useId, useState } from 'react';
import { call } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';
import { formatMoney } from '../content/format';
import { newCheckoutKey } from './checkout-rules';

type PayoutFormProps = {
  currency: Currency;
  amountMinor: number;
  /** The payout went (or is on its way): the earnings after it, and what to tell the writer. */
  onSent: (earnings: Earnings, message: string) => void;
  /** The provider refused it (the money is back), or the account is not ready: the earnings are read again. */
  onRefused: () => void;
  onCancel: () => void;
};

/**
 * The payout of one currency's whole balance, to the writer's ready payout account: the holder's first
 * and last name (SPEC §8). One key per opened form, so a double click or a retry pays once.
 */
export function PayoutForm({ currency, amountMinor, onSent, onRefused, onCancel }: PayoutFormProps) {
  const { t, lang } = useI18n();
  const headingId = useId();
  const [key] = useState(newCheckoutKey);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = formatMoney(lang, amountMinor, currency);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // SPEC §8: both names, said at once (the server checks the same).
    const missing = t('validation.fullName.required');
    const blank = {
      ...(firstName.trim() ? {} : { firstName: missing }),
      ...(lastName.trim() ? {} : { lastName: missing }),
    };
    setFields(blank);
    if (Object.keys(blank).length > 0) return setAlert(null);
    setBusy(true);
    const result = await call('POST /api2/payments/payout', {
      currency,
      firstName,
      lastName,
      idempotencyKey: key,
    });
    setBusy(false);
    if (result.ok) {
      const { payout, earnings } = result.data;
      return onSent(earnings, t('payouts.sent', { amount, name: payout.holderName }));
    }
    setFields(result.error.errors?.fields ?? {});
    setAlert(result.message);
    if (
      result.error.errorMsgKey === 'error.payout.refused' ||
      result.error.errorMsgKey === 'error.payout.nothing' ||
      result.error.errorMsgKey === 'error.payout.account.required'
    )
      onRefused();
  };

  return (
    <form className="payout-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId}>{t('payouts.formTitle', { amount })}</h3>
      <div className="payout-names">
        <TextField
          label={t('payouts.firstName')}
          name="firstName"
          value={firstName}
          onValueChange={setFirstName}
          autoComplete="given-name"
          maxLength={60}
          error={fields.firstName}
          data-autofocus
        />
        <TextField
          label={t('payouts.lastName')}
          name="lastName"
          value={lastName}
          onValueChange={setLastName}
          autoComplete="family-name"
          maxLength={60}
          error={fields.lastName}
          hint={t('payouts.nameHint')}
        />
      </div>
      <FormAlert message={alert} />
      <div className="payout-actions">
        <BusyButton label={t('payouts.send')} busyLabel={t('payouts.sending')} busy={busy} />
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t('payouts.cancel')}
        </button>
      </div>
    </form>
  );
}
