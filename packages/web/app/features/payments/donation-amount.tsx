import type { Currency } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { FieldFrame } from '../../ui/field-frame';
import { TextField } from '../../ui/text-field';
import type { useCheckout } from './use-checkout';

type Checkout = ReturnType<typeof useCheckout>;

/** A donation's amount: the presets of its currency, or an amount of one's own in major units. */
export function DonationAmount({ checkout, currency }: { checkout: Checkout; currency: Currency }) {
  const t = useT();
  const { amount, limits, money, errors } = checkout;
  const custom = amount.preset === 'custom';
  return (
    <FieldFrame
      group
      className="checkout-amounts"
      label={t('payments.amount.legend')}
      error={custom ? undefined : errors.amount}
      hint={t('payments.amount.hint', { min: money(limits.minMinor), max: money(limits.maxMinor) })}
    >
      <div className="checkout-presets">
        {limits.presets.map((minor) => (
          <label key={minor} className="checkout-preset">
            <input
              type="radio"
              name="amount"
              checked={amount.preset === minor}
              onChange={() => amount.pickPreset(minor)}
            />
            <span>{money(minor)}</span>
          </label>
        ))}
        <label className="checkout-preset">
          <input type="radio" name="amount" checked={custom} onChange={amount.pickCustom} />
          <span>{t('payments.amount.other')}</span>
        </label>
      </div>
      {custom && (
        <TextField
          label={t('payments.amount.custom', { currency })}
          name="customAmount"
          value={amount.custom}
          onValueChange={amount.setCustom}
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount}
          data-autofocus
        />
      )}
    </FieldFrame>
  );
}
