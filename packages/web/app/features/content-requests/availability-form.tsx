import {
  CONTENT_REQUEST_FEE_LIMITS,
  type CreatorAvailability,
  CURRENCIES,
  type Currency,
  fromMinorUnits,
  toMinorUnits,
} from '@masthead/core';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { CheckboxField } from '../../ui/check-field';
import { FormAlert } from '../../ui/form-alert';
import { SelectField, TextField } from '../../ui/text-field';
import { saveAvailability } from './content-requests-api';

/** On the creator's side of the inbox: whether one's profile says one takes requests, from which fee. */
export function AvailabilityForm({ initial }: { initial: CreatorAvailability }) {
  const { t } = useI18n();
  const [takes, setTakes] = useState(initial.takesRequests);
  const [currency, setCurrency] = useState<Currency>(initial.startingFee?.currency ?? 'USD');
  const [fee, setFee] = useState(
    initial.startingFee ? fromMinorUnits(initial.startingFee.feeMinor, initial.startingFee.currency) : '',
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [feeError, setFeeError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const feeMinor = fee.trim() ? toMinorUnits(fee, currency) : null;
    const limits = CONTENT_REQUEST_FEE_LIMITS[currency];
    if (fee.trim() && (feeMinor === null || feeMinor < limits.minMinor || feeMinor > limits.maxMinor))
      return setFeeError(t('validation.contentRequests.fee'));
    setBusy(true);
    setSaved(false);
    const result = await saveAvailability({ takesRequests: takes, startingFeeMinor: feeMinor, currency });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setError(null);
    setFeeError(null);
    setSaved(true);
  }

  return (
    <section className="requests-availability" aria-labelledby="requests-availability">
      <h2 id="requests-availability">{t('contentRequests.availability.heading')}</h2>
      <p className="muted">{t('contentRequests.availability.hint')}</p>
      <form onSubmit={submit} noValidate>
        <CheckboxField
          label={t('contentRequests.availability.takes')}
          checked={takes}
          onCheckedChange={setTakes}
        />
        <div className="brief-row">
          <TextField
            label={t('contentRequests.availability.fee')}
            name="startingFee"
            inputMode="decimal"
            value={fee}
            onValueChange={setFee}
            error={feeError}
          />
          <SelectField
            label={t('contentRequests.availability.currency')}
            name="startingCurrency"
            value={currency}
            options={CURRENCIES.map((code) => ({ value: code, label: code }))}
            onValueChange={(code: Currency) => setCurrency(code)}
          />
        </div>
        <FormAlert message={error} />
        {saved && <p role="status">{t('contentRequests.availability.saved')}</p>}
        <BusyButton
          label={t('contentRequests.availability.save')}
          busyLabel={t('contentRequests.busy')}
          busy={busy}
        />
      </form>
    </section>
  );
}
