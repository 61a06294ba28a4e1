import {
  type ApiFailure,
  isDeclineReason,
  type MessageKey,
  type MessageVars,
  type UiLanguage,
} from '@masthead/core';
import { fieldMessages } from '../../lib/api';
import { messagesFor } from '../../lib/messages';

/** The sandbox's test card as typed, and what a checkout may have to say about each of its parts. */
export type CardDetails = { number: string; expiry: string; cvc: string };
export type CheckoutErrors = {
  amount?: string;
  number?: string;
  expiry?: string;
  cvc?: string;
  form?: string;
};

/** A fresh idempotency key for one checkout (getRandomValues works on plain http too). */
export function newCheckoutKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** '12/29', '1229', '12 / 2029' → month and four-digit year; null when it is not a date. */
export function parseExpiry(typed: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match?.[1] || !match[2]) return null;
  const expMonth = Number(match[1]);
  const expYear = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return expMonth >= 1 && expMonth <= 12 ? { expMonth, expYear } : null;
}

type Translate = (key: MessageKey, vars?: MessageVars) => string;

/** What is wrong with a typed test card, checked before it is sent. */
export function cardProblems(card: CardDetails, t: Translate): CheckoutErrors {
  const found: CheckoutErrors = {};
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) found.number = t('validation.payments.card.number');
  if (!parseExpiry(card.expiry)) found.expiry = t('payments.card.expiryInvalid');
  if (!/^\d{3,4}$/.test(card.cvc.trim())) found.cvc = t('validation.payments.card.cvc');
  return found;
}

/** A test card picked from the list: its number, and an expiry and CVC that pass unless typed already. */
export function withTestCard(card: CardDetails, cardNumber: string): CardDetails {
  return {
    number: cardNumber,
    expiry: parseExpiry(card.expiry)
      ? card.expiry
      : `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`,
    cvc: /^\d{3,4}$/.test(card.cvc) ? card.cvc : '123',
  };
}

/** The sandbox card as the payment request carries it; null when the expiry is not a date. */
export function sandboxMethod(card: CardDetails) {
  const date = parseExpiry(card.expiry);
  return date ? { type: 'card' as const, number: card.number.trim(), cvc: card.cvc.trim(), ...date } : null;
}

/**
 * What a refused payment says, by field: a decline in words (nothing was charged) or the fields the
 * server named; and whether the next attempt is a new payment (a new idempotency key).
 */
export function refusalErrors(
  error: ApiFailure,
  message: string,
  t: Translate,
  lang: UiLanguage,
): { errors: CheckoutErrors; newKey: boolean } {
  if (error.errorMsgKey === 'error.payment.declined') {
    const reason = String(error.errorData?.reason ?? 'card_declined');
    const sentence = isDeclineReason(reason) ? t(`payments.decline.${reason}` as MessageKey) : message;
    // Chinese sentences follow one another without a space.
    const gap = lang === 'tw' || lang === 'cn' ? '' : ' ';
    return { errors: { form: `${sentence}${gap}${t('payments.decline.noCharge')}` }, newKey: true };
  }
  const fields = fieldMessages(error, messagesFor(lang));
  const next: CheckoutErrors = {
    ...(fields.amountMinor || fields.currency ? { amount: fields.amountMinor ?? fields.currency } : {}),
    ...(fields['paymentMethod.number'] ? { number: fields['paymentMethod.number'] } : {}),
    ...(fields['paymentMethod.expMonth'] || fields['paymentMethod.expYear']
      ? { expiry: t('payments.card.expiryInvalid') }
      : {}),
    ...(fields['paymentMethod.cvc'] ? { cvc: fields['paymentMethod.cvc'] } : {}),
  };
  return {
    errors: Object.keys(next).length > 0 ? next : { form: message },
    newKey: Boolean(fields.idempotencyKey),
  };
}
