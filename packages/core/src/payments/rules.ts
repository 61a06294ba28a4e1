import { CURRENCIES, type Currency } from '../compose/rules.ts';

/**
 * Pure rules and constants of the payments feature (no zod here, so pages do not bundle it). DESIGN §2:
 * money is integer minor units plus a currency, moved only by balanced ledger entries.
 */

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_PURPOSES = ['donation', 'premium', 'plan', 'content_request'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'declined', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What each ledger account holds; balances are sums of their lines, never stored. */
export const LEDGER_ACCOUNT_KINDS = [
  /** Money the payment provider holds for us: goes negative as readers pay in. */
  'provider_clearing',
  /** What a writer has earned (premium unlocks). */
  'user_wallet',
  /** What a fundraiser has raised: its balance is the raised total. */
  'content_donations',
  /** The platform's own revenue (fees, plans). */
  'platform_revenue',
  /** Held for commissioned work until it is accepted (content requests). */
  'escrow',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** Why a card was declined, as processors say it; each has its sentence in the payments catalogue. */
export const DECLINE_REASONS = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_number',
  'incorrect_cvc',
  'processing_error',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const isDeclineReason = (value: string): value is DeclineReason =>
  (DECLINE_REASONS as readonly string[]).includes(value);

/** The sandbox provider's test cards (DESIGN §4): what each does when charged. */
export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeded' },
  { number: '4000 0000 0000 0002', outcome: 'card_declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient_funds' },
] as const satisfies readonly { number: string; outcome: 'succeeded' | DeclineReason }[];

/** A card number as typed ('4242 4242-4242 4242') reduced to its digits. */
export const cardDigits = (typed: string) => typed.replace(/[\s-]/g, '');

/** The Luhn check every card number passes (ISO/IEC 7812). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number shown with its last four digits only. */
export const cardLast4 = (typed: string) => cardDigits(typed).slice(-4);

export const isCurrency = (value: string): value is Currency =>
  (CURRENCIES as readonly string[]).includes(value);

/**
 * Digits after the decimal point of each currency's minor unit: what Intl.NumberFormat (CLDR) shows, so
 * that stored amounts, typed amounts and formatMoney agree. Rupiah are whole (CLDR), Taiwan dollars have
 * cents; a provider that counts otherwise converts in its adapter (Stripe counts rupiah in hundredths).
 */
export const MINOR_DIGITS: Record<Currency, number> = { USD: 2, EUR: 2, TWD: 2, IDR: 0, CNY: 2 };

/**
 * An amount typed in major units ('12', '12.5', '12.50') as integer minor units, without floating
 * point; null for anything else (more decimals than the currency has, signs, exponents, empty).
 */
export function toMinorUnits(typed: string, currency: Currency): number | null {
  const digits = MINOR_DIGITS[currency];
  const match = /^(\d{1,13})(?:[.,](\d*))?$/.exec(typed.trim());
  if (!match?.[1]) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as a plain major-unit number string ('1250' USD → '12.50'), for form fields. */
export function fromMinorUnits(minor: number, currency: Currency): string {
  const digits = MINOR_DIGITS[currency];
  if (digits === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${minor < 0 ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * Bounds of one donation and the presets the checkout offers, per currency (about US$1 to US$10,000).
 * Anything outside is refused before any charge.
 */
export const DONATION_LIMITS: Record<Currency, { minMinor: number; maxMinor: number; presets: number[] }> = {
  USD: { minMinor: 100, maxMinor: 1_000_000, presets: [500, 1_000, 2_500, 5_000] },
  EUR: { minMinor: 100, maxMinor: 1_000_000, presets: [500, 1_000, 2_500, 5_000] },
  TWD: { minMinor: 3_000, maxMinor: 30_000_000, presets: [15_000, 30_000, 75_000, 150_000] },
  CNY: { minMinor: 700, maxMinor: 7_000_000, presets: [3_500, 7_000, 18_000, 35_000] },
  IDR: { minMinor: 15_000, maxMinor: 150_000_000, presets: [50_000, 100_000, 250_000, 500_000] },
};

/** Whether a donation of this many minor units may be made in the currency. */
export function donationAmountAllowed(amountMinor: number, currency: Currency): boolean {
  const limits = DONATION_LIMITS[currency];
  return (
    Number.isSafeInteger(amountMinor) && amountMinor >= limits.minMinor && amountMinor <= limits.maxMinor
  );
}

/** An idempotency key a client makes for one checkout (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A Stripe PaymentMethod id made by Stripe.js (Elements) in the browser. */
export const STRIPE_PAYMENT_METHOD_PATTERN = /^pm_[A-Za-z0-9_]{1,200}$/;

/** Receipts listed on the reader's payments page. */
export const MY_PAYMENTS_LIMIT = 100;
