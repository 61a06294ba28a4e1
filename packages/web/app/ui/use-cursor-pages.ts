import { useState } from 'react';
import type { ApiResult } from '../lib/api';
import { showSnackbar } from './snackbar';

/** One page of a list paged by an opaque cursor, as the list calls answer it. */
export type CursorPage<T> = { items: T[]; nextCursor: string | null };

/**
 * A list that starts from the server's first page and fetches the next ones on demand. Items already
 * shown are not repeated (a list may shift between two pages); a failure is said in the snackbar.
 */
export function useCursorPages<T, P extends CursorPage<T>>(
  initial: CursorPage<T>,
  options: {
    fetchPage: (cursor: string) => Promise<ApiResult<P>>;
    keyOf: (item: T) => string | number;
    /** Whatever else a page answers (counts…), for the caller to keep. */
    onPage?: (page: P) => void;
  },
) {
  const [items, setItems] = useState(initial.items);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [loading, setLoading] = useState(false);

  async function loadMore() {
    if (!cursor || loading) return;
    setLoading(true);
    const result = await options.fetchPage(cursor);
    setLoading(false);
    if (!result.ok) {
      showSnackbar(result.message);
      return;
    }
    const { keyOf } = options;
    setItems((current) => {
      const known = new Set(current.map(keyOf));
      return [...current, ...result.data.items.filter((item) => !known.has(keyOf(item)))];
    });
    setCursor(result.data.nextCursor);
    options.onPage?.(result.data);
  }

  return { items, setItems, cursor, loading, loadMore };
}
