/**
 * The value axis of a chart: a round top a little above the largest value and about four even steps
 * (1, 2 or 5 times a power of ten), so the gridlines read 0, 5, 10, 15, 20 rather than 0, 4.25, 8.5…
 */
export function niceScale(largest: number, steps = 4): { max: number; ticks: number[] } {
  const value = Math.max(0, Math.ceil(largest));
  if (value <= steps) {
    const max = Math.max(1, value);
    return { max, ticks: Array.from({ length: max + 1 }, (_, i) => i) };
  }
  const rough = value / steps;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const max = Math.ceil(value / step) * step;
  return { max, ticks: Array.from({ length: max / step + 1 }, (_, i) => i * step) };
}

/**
 * Which days of a period get a label under the chart: every day of a week, else every `every`-th day
 * counted back from the last (today is always labelled), so a phone has room for each label.
 */
export function labelledDays(count: number): Set<number> {
  const every = count <= 7 ? 1 : count <= 31 ? 7 : 15;
  const labelled = new Set<number>();
  for (let i = count - 1; i >= 0; i -= every) labelled.add(i);
  return labelled;
}

/** A value's share of a total as a whole percentage (0 when the total is 0). */
export const shareOf = (value: number, total: number) => (total > 0 ? Math.round((value / total) * 100) : 0);
