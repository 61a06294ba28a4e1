import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors.ts';

describe('error codes', () => {
  it('gives every error a number of its own, so that a client can tell them apart', () => {
    const byNumber = new Map<number, string[]>();
    for (const [code, { errorCode }] of Object.entries(ERRORS)) {
      byNumber.set(errorCode, [...(byNumber.get(errorCode) ?? []), code]);
    }
    expect([...byNumber.values()].filter((codes) => codes.length > 1)).toEqual([]);
  });
});
