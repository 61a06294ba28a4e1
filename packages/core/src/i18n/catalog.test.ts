import { describe, expect, it } from 'vitest';
import { ERRORS, errorMessageKey } from '../errors.ts';
import { interpolate, messageVariables } from './interpolate.ts';
import { UI_LANGUAGES } from './languages.ts';
import { isMessageKey, MESSAGES, translate } from './translate.ts';

const englishKeys = Object.keys(MESSAGES.en).sort();

describe('i18n catalogues', () => {
  it.each(UI_LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s has every key English has, and no other',
    (lang) => {
      expect(Object.keys(MESSAGES[lang]).sort()).toEqual(englishKeys);
    },
  );

  it.each(UI_LANGUAGES)(
    '%s uses the same {variables} as English in every message, and no empty text',
    (lang) => {
      for (const key of englishKeys) {
        const english = MESSAGES.en[key as keyof typeof MESSAGES.en];
        const translated = MESSAGES[lang][key as keyof typeof MESSAGES.en];
        expect(translated.trim().length, `${lang} ${key}`).toBeGreaterThan(0);
        expect(messageVariables(translated), `${lang} ${key}`).toEqual(messageVariables(english));
      }
    },
  );

  it('translates each other language for real, not by copying English', () => {
    for (const lang of UI_LANGUAGES.filter((l) => l !== 'en')) {
      const copied = englishKeys.filter(
        (key) =>
          MESSAGES[lang][key as keyof typeof MESSAGES.en] === MESSAGES.en[key as keyof typeof MESSAGES.en],
      );
      // Codes and names (e.g. 'Status' in Indonesian) may coincide; most sentences must not.
      expect(copied.length, `${lang}: ${copied.join(', ')}`).toBeLessThan(englishKeys.length * 0.1);
    }
  });

  it('has a message for every error code', () => {
    for (const code of Object.keys(ERRORS) as (keyof typeof ERRORS)[]) {
      expect(isMessageKey(errorMessageKey(code)), code).toBe(true);
    }
  });

  it("keeps SPEC's exact texts", () => {
    expect(translate('en', 'error.email.not.registered')).toBe(
      'Sorry, that email address is not registered with us.',
    );
    expect(translate('en', 'validation.username.chars')).toBe(
      "Please only use letters, numbers and '_' in your username. Thanks!",
    );
    expect(translate('en', 'error.unexpected_error')).toBe(
      'Server currently cannot handle this request. Please try again later',
    );
  });

  it('fills variables and leaves unknown ones visible', () => {
    expect(translate('en', 'error.rate.limited', { wait: '30 seconds' })).toBe(
      'Too many attempts. Please try again in 30 seconds.',
    );
    expect(interpolate('Hi {name} {other}', { name: 'Ada' })).toBe('Hi Ada {other}');
    expect(interpolate('{a}{a}', { a: '{a}' })).toBe('{a}{a}');
    expect(messageVariables('{b} and {a} and {b}')).toEqual(['a', 'b', 'b']);
  });
});
