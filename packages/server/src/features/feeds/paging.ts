import { encodeCursor } from './cursor.ts';

/**
 * Queries ask for one row more than a page: when it comes, there is a next page, and its cursor is
 * the sort key of the page's last row.
 */
export function cut<R>(
  rows: readonly R[],
  limit: number,
  keyOf: (row: R) => Record<string, unknown>,
): { rows: R[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows: [...rows], nextCursor: null };
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: encodeCursor(keyOf(page[page.length - 1] as R)) };
}
