import { CTYPE } from '@masthead/core';
import { describe, expect, it } from 'vitest';
import {
  errorsByField,
  extraErrors,
  newDraft,
  parsePrice,
  priceInRange,
  priceText,
  titleTooLong,
  toSavePayload,
} from './draft-model';

describe('draft model', () => {
  it('reads prices in major units into minor units and back', () => {
    expect(parsePrice('4.99')).toBe(499);
    expect(parsePrice('5')).toBe(500);
    expect(parsePrice('5.5')).toBe(550);
    expect(parsePrice('5,50')).toBe(550);
    expect(parsePrice('')).toBeNull();
    for (const bad of ['4.999', '-1', '1e3', 'abc', '0x10', '1 000']) expect(parsePrice(bad)).toBeNaN();
    expect(priceText(499)).toBe('4.99');
    expect(priceText(500)).toBe('5');
    expect(priceText(505)).toBe('5.05');
    expect(priceText(null)).toBe('');
    expect(priceInRange(49)).toBe(false);
    expect(priceInRange(50)).toBe(true);
    expect(priceInRange(Number.NaN)).toBe(false);
  });

  it('says a title is too long from 255 characters (SPEC §5: shorter than 255)', () => {
    expect(titleTooLong('a'.repeat(254))).toBe(false);
    expect(titleTooLong('a'.repeat(255))).toBe(true);
  });

  it('builds the save payload, without a price unless premium with a valid one', () => {
    const { fields } = newDraft(CTYPE.post, 'en');
    const payload = toSavePayload(
      {
        ...fields,
        title: 'Hello',
        topics: [{ topicId: 3, title: 'Food', highLight: false, lang: null }],
        place: { locationId: 9, name: 'Taipei' },
        photo: { photoPath: '/images/p/a.jpg', focalPoint: '40,60' },
        price: '4.99',
      },
      null,
    );
    expect(payload).toMatchObject({
      ctype: CTYPE.post,
      title: 'Hello',
      topicIds: [3],
      locationId: 9,
      photoPath: '/images/p/a.jpg',
      photoFocalPoint: '40,60',
      premium: false,
      priceMinor: null,
      currency: null,
    });
    expect('cgroupId' in payload).toBe(false);
    expect(toSavePayload({ ...fields, premium: true, price: '4.99', currency: 'EUR' }, 7)).toMatchObject({
      cgroupId: 7,
      premium: true,
      priceMinor: 499,
      currency: 'EUR',
    });
    expect(toSavePayload({ ...fields, premium: true, price: '0.10' }, 7).priceMinor).toBeNull();
  });

  it('routes server field errors to the form fields and the type form', () => {
    const errors = {
      title: 'Title too long',
      topicIds: 'Too many',
      'extra.questions.0.question': 'Required',
    };
    expect(errorsByField(errors)).toEqual({ title: 'Title too long', topics: 'Too many', extra: 'Required' });
    expect(extraErrors(errors)).toEqual({ 'questions.0.question': 'Required' });
  });
});
