import type { MessageKey, PaymentsConfig } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { TextField } from '../../ui/text-field';
import type { useCheckout } from './use-checkout';

type Checkout = ReturnType<typeof useCheckout>;

/** The sandbox's card form: the test cards to pick from, then number, expiry and CVC. */
export function SandboxCard({
  checkout,
  testCards,
  autofocus,
}: {
  checkout: Pick<Checkout, 'card' | 'errors'>;
  testCards: PaymentsConfig['testCards'] | undefined;
  /** The card number takes the keyboard first (a premium story has no amount to pick). */
  autofocus: boolean;
}) {
  const t = useT();
  const { card, errors } = checkout;
  return (
    <>
      <div className="checkout-test-mode" role="note">
        <p className="checkout-test-title">{t('payments.testMode')}</p>
        <p className="checkout-test-intro">{t('payments.testCards')}</p>
        <ul className="checkout-test-cards">
          {testCards?.map((test) => (
            <li key={test.number}>
              <button
                type="button"
                className="checkout-test-card"
                onClick={() => card.pickTestCard(test.number)}
                aria-label={t('payments.testCard.use', { number: test.number })}
              >
                <code>{test.number}</code>
              </button>{' '}
              <span>{t(`payments.testCard.${test.outcome}` as MessageKey)}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="checkout-card">
        <TextField
          label={t('payments.card.number')}
          name="cardNumber"
          value={card.number}
          onValueChange={card.setNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          error={errors.number}
          className="checkout-card-number"
          {...(autofocus ? { 'data-autofocus': true } : {})}
        />
        <div className="checkout-card-row">
          <TextField
            label={t('payments.card.expiry')}
            name="cardExpiry"
            value={card.expiry}
            onValueChange={card.setExpiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={7}
            placeholder="MM/YY"
            error={errors.expiry}
          />
          <TextField
            label={t('payments.card.cvc')}
            name="cardCvc"
            value={card.cvc}
            onValueChange={card.setCvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            error={errors.cvc}
          />
        </div>
      </div>
    </>
  );
}
