import { CURRENCIES, type Currency, PREMIUM_PRICE_MAX_MINOR, PREMIUM_PRICE_MIN_MINOR } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { CheckboxField } from '../../ui/check-field';
import { SelectField, TextField } from '../../ui/text-field';
import { parsePrice, priceInRange, priceText } from './draft-model';

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

/** Premium (DESIGN §4: a flag on any content) with its price in major units and currency. */
export function PremiumFields({
  premium,
  price,
  currency,
  onChange,
  errors,
}: {
  premium: boolean;
  price: string;
  currency: Currency;
  onChange: (patch: { premium?: boolean; price?: string; currency?: Currency }) => void;
  errors: { price?: string | undefined; currency?: string | undefined; premium?: string | undefined };
}) {
  const t = useT();
  const parsed = parsePrice(price);
  const local =
    premium && price.trim() !== '' && !priceInRange(parsed)
      ? t('compose.field.priceInvalid', {
          min: priceText(PREMIUM_PRICE_MIN_MINOR),
          max: priceText(PREMIUM_PRICE_MAX_MINOR),
        })
      : null;
  return (
    <div className="compose-premium" data-field="premium">
      <CheckboxField
        switch
        label={t('compose.field.premium')}
        description={errors.premium ?? t('compose.field.premiumHint')}
        checked={premium}
        onCheckedChange={(checked) => onChange({ premium: checked })}
      />
      {premium && (
        <div className="compose-price">
          <TextField
            label={t('compose.field.price')}
            dataField="price"
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            placeholder="4.99"
            value={price}
            error={local ?? errors.price}
            onValueChange={(value) => onChange({ price: value.replace(/[^\d.,]/g, '') })}
          />
          <SelectField
            label={t('compose.field.currency')}
            dataField="currency"
            className="field-input compose-currency"
            value={currency}
            options={CURRENCY_OPTIONS}
            error={errors.currency}
            onValueChange={(code) => onChange({ currency: code })}
          />
        </div>
      )}
    </div>
  );
}
