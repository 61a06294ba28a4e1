import type { DbOrTx } from './client.ts';

/**
 * PostgreSQL's unnamed statement: a prepared query under this name is parsed and planned for each
 * call's values, as an ordinary query is, and leaves nothing behind on the connection, so PgBouncer's
 * transaction pooling keeps working (docs/scaling.md).
 */
const UNNAMED = '';

/**
 * A query that every page runs, built once per database handle (drizzle's prepared queries, with
 * `sql.placeholder` for the values): building a select of many columns costs drizzle more CPU than
 * sending it (issue 12: a story card's select took about 1 ms to build). A transaction is a handle of
 * its own, so a query run inside one is built again for it.
 */
export function preparedPerDb<Query>(build: (db: DbOrTx, name: string) => Query): (db: DbOrTx) => Query {
  const built = new WeakMap<DbOrTx, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db, UNNAMED);
      built.set(db, query);
    }
    return query;
  };
}
