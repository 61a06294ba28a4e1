import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Rows of a raw query on either driver (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamp as exact text (microseconds, UTC), for keyset cursors that must not lose precision. */
export const timeText = (column: SQLWrapper | SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/** The inverse of timeText: a cursor's time back into a timestamptz parameter. */
export const timeParam = (text: string) => sql`(${text}::timestamp at time zone 'UTC')`;

/** `(a, b, c)` of values or columns. */
export const list = (items: readonly (SQL | SQLWrapper | string | number)[]) =>
  sql`(${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )})`;

/** Ids from raw rows (bigint arrives as text from node-postgres). */
export const toId = (value: unknown) => Number(value);
