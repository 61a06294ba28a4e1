import { CURRENCIES, type Currency, REQUESTABLE_CTYPES, REVISION_LIMIT_MAX } from '@masthead/core';
import { useI18n } from '../../lib/i18n';
import { SelectField, TextField } from '../../ui/text-field';
import { ctypeKey } from './labels';
import type { useBriefForm } from './use-brief-form';

/** The brief's terms: content type and length, fee and currency, deadline and revision rounds. */
export function BriefTermsFields({ form }: { form: ReturnType<typeof useBriefForm> }) {
  const { t } = useI18n();
  const { fields, set, errors } = form;
  return (
    <>
      <div className="brief-row">
        <SelectField
          label={t('contentRequests.form.ctype')}
          name="ctype"
          value={String(fields.ctype)}
          options={REQUESTABLE_CTYPES.map((ctype) => ({ value: String(ctype), label: t(ctypeKey(ctype)) }))}
          onValueChange={(value) => set.setCtype(Number(value) as (typeof REQUESTABLE_CTYPES)[number])}
        />
        <TextField
          label={t('contentRequests.form.words')}
          name="words"
          type="number"
          inputMode="numeric"
          value={fields.words}
          onValueChange={set.setWords}
          error={errors.words}
        />
      </div>
      <div className="brief-row">
        <TextField
          label={t('contentRequests.form.fee')}
          name="fee"
          inputMode="decimal"
          value={fields.fee}
          onValueChange={set.setFee}
          error={errors.feeMinor}
          hint={form.feeHint}
        />
        <SelectField
          label={t('contentRequests.form.currency')}
          name="currency"
          value={fields.currency}
          options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          onValueChange={(currency: Currency) => set.setCurrency(currency)}
        />
      </div>
      <div className="brief-row">
        <TextField
          label={t('contentRequests.form.deadline')}
          name="deadline"
          type="datetime-local"
          value={fields.deadline}
          onValueChange={set.setDeadline}
          error={errors.deadline}
        />
        <SelectField
          label={t('contentRequests.form.revisionLimit')}
          name="revisionLimit"
          value={fields.revisionLimit}
          options={Array.from({ length: REVISION_LIMIT_MAX + 1 }, (_, n) => ({
            value: String(n),
            label: String(n),
          }))}
          onValueChange={set.setRevisionLimit}
        />
      </div>
    </>
  );
}
