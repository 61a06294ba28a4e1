import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../compose/rules.ts';
import {
  cardDigits,
  DONATION_LIMITS,
  donationAmountAllowed,
  fromMinorUnits,
  luhnValid,
  MINOR_DIGITS,
  SANDBOX_TEST_CARDS,
  toMinorUnits,
} from './rules.ts';
import { ZDonate, ZUnlock } from './schemas.ts';

describe('payments rules', () => {
  it('keeps minor units where Intl.NumberFormat (formatMoney) puts them', () => {
    for (const currency of CURRENCIES) {
      const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits;
      expect(MINOR_DIGITS[currency], currency).toBe(digits);
    }
  });

  it('checks card numbers with Luhn, and every test card passes', () => {
    for (const card of SANDBOX_TEST_CARDS) expect(luhnValid(cardDigits(card.number))).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
    expect(luhnValid('4242x24242424242')).toBe(false);
  });

  it('reads typed amounts into minor units without floating point', () => {
    expect(toMinorUnits('12', 'USD')).toBe(1200);
    expect(toMinorUnits('12.5', 'USD')).toBe(1250);
    expect(toMinorUnits('0.29', 'USD')).toBe(29);
    expect(toMinorUnits('1,05', 'EUR')).toBe(105);
    expect(toMinorUnits('50000', 'IDR')).toBe(50_000);
    for (const bad of ['', '-1', '1e3', '1.234', '0x10', ' ', 'abc', '1.2.3', '12.5', '99999999999999'])
      expect(toMinorUnits(bad, bad === '12.5' ? 'IDR' : 'USD'), bad).toBeNull();
    expect(fromMinorUnits(1250, 'USD')).toBe('12.50');
    expect(fromMinorUnits(5, 'USD')).toBe('0.05');
    expect(fromMinorUnits(50_000, 'IDR')).toBe('50000');
  });

  it('offers presets inside each currency’s bounds', () => {
    for (const currency of CURRENCIES) {
      const limits = DONATION_LIMITS[currency];
      for (const preset of limits.presets) expect(donationAmountAllowed(preset, currency)).toBe(true);
      expect(donationAmountAllowed(limits.minMinor - 1, currency)).toBe(false);
      expect(donationAmountAllowed(limits.maxMinor + 1, currency)).toBe(false);
    }
  });

  it('parses donations strictly', () => {
    const good = {
      cgroupId: 1,
      amountMinor: 500,
      currency: 'USD',
      paymentMethod: { type: 'card', number: '4242 4242 4242 4242', expMonth: 1, expYear: 2030, cvc: '123' },
      idempotencyKey: '0123456789abcdef',
    };
    expect(ZDonate.safeParse(good).success).toBe(true);
    for (const change of [
      { amountMinor: '500' },
      { amountMinor: 5.5 },
      { amountMinor: 0 },
      { amountMinor: 1e12 },
      { currency: 'usd' },
      { cgroupId: '1' },
      { extra: 1 },
    ])
      expect(ZDonate.safeParse({ ...good, ...change }).success, JSON.stringify(change)).toBe(false);
    expect(
      ZUnlock.safeParse({ cgroupId: 1, paymentMethod: good.paymentMethod, idempotencyKey: 'short' }).success,
    ).toBe(false);
  });
});
