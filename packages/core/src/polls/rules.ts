/** Pure rules and constants of the polls feature (no zod here, so pages do not bundle it). */

/** Open poll and live pages fetch fresh results this often while the page is visible. */
export const POLL_REFRESH_MS = 10_000;

/** Whether a poll with this closing time is closed at `now` (no closing time: never). */
export function isPollClosed(closesAt: string | null | undefined, now: Date): boolean {
  if (!closesAt) return false;
  const closes = Date.parse(closesAt);
  return Number.isFinite(closes) && closes <= now.getTime();
}

/** Whole percentages of each count in the total (0 when nobody voted yet). */
export function pollPercentages(counts: number[], total: number): number[] {
  return counts.map((count) => (total > 0 ? Math.round((count / total) * 100) : 0));
}

/**
 * A votable list's items in page order: most votes first, ties by their position in the list. Returns
 * the items' indexes.
 */
export function listOrder(counts: number[]): number[] {
  return counts
    .map((count, index) => ({ count, index }))
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .map((entry) => entry.index);
}
