import { describe, expect, it } from 'vitest';
import { abbreviateNumber, COUNT_RANGE_LABELS, countRangeLabel, formatBytes } from './numbers.ts';

describe('SPEC §9 byte formatting (1024 or 1000)', () => {
  it('formats with base 1024 by default and 1000 when asked', () => {
    expect(formatBytes(12)).toBe('12 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(10 * 1024 * 1024, 1000)).toBe('10.5 MB');
    expect(formatBytes(5_000_000, 1000)).toBe('5 MB');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3 TB');
    expect(formatBytes(-1)).toBe('0 B');
    expect(formatBytes(Number.NaN)).toBe('0 B');
  });
});

describe('SPEC §9 number abbreviations k, M, B', () => {
  it('writes them exactly as SPEC does in English', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(1000)).toBe('1k');
    expect(abbreviateNumber(1250)).toBe('1.3k');
    expect(abbreviateNumber(999_960)).toBe('1M');
    expect(abbreviateNumber(3_400_000)).toBe('3.4M');
    expect(abbreviateNumber(5_000_000_000)).toBe('5B');
    expect(abbreviateNumber(-1500)).toBe('-1.5k');
  });
});

describe('SPEC §9 count range labels', () => {
  it('run <1K, 1K-10K up to 10M-100M', () => {
    expect(COUNT_RANGE_LABELS).toEqual(['<1K', '1K-10K', '10K-100K', '100K-1M', '1M-10M', '10M-100M']);
    const cases: [number, string][] = [
      [0, '<1K'],
      [999, '<1K'],
      [1000, '1K-10K'],
      [9999, '1K-10K'],
      [10_000, '10K-100K'],
      [100_000, '100K-1M'],
      [1_000_000, '1M-10M'],
      [10_000_000, '10M-100M'],
      [99_999_999, '10M-100M'],
      [100_000_000, '100M+'],
      [-5, '<1K'],
    ];
    for (const [count, label] of cases) expect(countRangeLabel(count), String(count)).toBe(label);
  });
});
