import { MESSAGES } from '@masthead/core';
import { expect, it } from 'vitest';
import { FALLBACK_MESSAGES } from './fallback-i18n';

it('keeps the fallback error-page texts equal to the English catalogue', () => {
  for (const [key, text] of Object.entries(FALLBACK_MESSAGES)) {
    expect(MESSAGES.en[key as keyof typeof MESSAGES.en]).toBe(text);
  }
});
