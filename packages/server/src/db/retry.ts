import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, Tx } from './client.ts';

/** SQLSTATEs that mean 'run the same transaction again': serialization failure and deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);

function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * TESTING §7 hot-row: a transaction that lost a race to a deadlock or a serialization failure runs again
 * (with a short random wait), so the reader never sees it. After the last attempt the error goes to the
 * error handler, which answers 503.
 */
export async function transactionWithRetry<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  options: { attempts?: number } = {},
): Promise<T> {
  const attempts = options.attempts ?? 6;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const state = sqlStateOf(error);
      if (attempt >= attempts || !state || !RETRYABLE.has(state)) throw error;
      await sleep(Math.random() * 10 * 2 ** attempt);
    }
  }
}
