import { describe, expect, it } from 'vitest';
import { madeOncePer } from './made-once.ts';

describe('madeOncePer', () => {
  it('makes a value once per key and answers the same one after', () => {
    let made = 0;
    const formatter = madeOncePer((lang: string) => ({ lang, serial: ++made }));
    const first = formatter('en');
    expect(formatter('en')).toBe(first);
    expect(formatter('id')).toEqual({ lang: 'id', serial: 2 });
    expect(made).toBe(2);
  });
});
