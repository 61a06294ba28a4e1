/**
 * SPEC §9 numbers as people read them: byte sizes (base 1024 or 1000), the k, M, B abbreviations as
 * SPEC writes them in English, and the count range labels (<1K, 1K-10K … 10M-100M) cards show for
 * follower and read counts.
 */

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** One decimal at most, without a trailing '.0'. */
const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/** 5242880 → '5 MB' (base 1024), 5000000 → '5 MB' (base 1000), 1536 → '1.5 KB', 12 → '12 B'. */
export function formatBytes(bytes: number, base: 1024 | 1000 = 1024): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (unit < BYTE_UNITS.length - 1 && Math.round(value * 10) / 10 >= base) {
    value /= base;
    unit += 1;
  }
  return `${unit === 0 ? String(Math.round(value)) : oneDecimal(value)} ${BYTE_UNITS[unit]}`;
}

const ABBREVIATIONS = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'k' },
] as const;

/** SPEC §9 k, M, B: 999 → '999', 1200 → '1.2k', 3_400_000 → '3.4M', 5e9 → '5B' (999_960 → '1M'). */
export function abbreviateNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const n = Math.abs(Math.trunc(value));
  for (let index = 0; index < ABBREVIATIONS.length; index++) {
    const { size, suffix } = ABBREVIATIONS[index]!;
    if (n < size) continue;
    // 999_960 would read 1000k: it is shown in the next unit up instead.
    const larger = ABBREVIATIONS[index - 1];
    if (larger && Math.round((n / size) * 10) / 10 >= 1000)
      return `${sign}${oneDecimal(n / larger.size)}${larger.suffix}`;
    return `${sign}${oneDecimal(n / size)}${suffix}`;
  }
  return `${sign}${n}`;
}

/** SPEC §9 count range labels, lowest first; counts of 100M and more read '100M+'. */
export const COUNT_RANGE_LABELS = ['<1K', '1K-10K', '10K-100K', '100K-1M', '1M-10M', '10M-100M'] as const;
export type CountRangeLabel = (typeof COUNT_RANGE_LABELS)[number] | '100M+';

export function countRangeLabel(count: number): CountRangeLabel {
  const n = Number.isFinite(count) ? Math.max(0, count) : 0;
  if (n < 1000) return '<1K';
  const index = Math.floor(Math.log10(n)) - 2;
  return COUNT_RANGE_LABELS[index] ?? '100M+';
}
