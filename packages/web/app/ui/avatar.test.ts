import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar';

describe('initialsOf', () => {
  it('takes the first letters of up to two words, in any script', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('The Long Table')).toBe('TL');
    expect(initialsOf('林美君')).toBe('林');
    expect(initialsOf('  budi  santoso ')).toBe('BS');
  });

  it('skips words that start with a sign', () => {
    expect(initialsOf('Signal & Noise')).toBe('SN');
    expect(initialsOf('— Harbour Light')).toBe('HL');
    expect(initialsOf('&')).toBe('&');
    expect(initialsOf('')).toBe('?');
  });
});
