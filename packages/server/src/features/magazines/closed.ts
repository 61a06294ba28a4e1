import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { magazines } from './tables.ts';

/**
 * True for a profile that is not a closed magazine (core's closing.ts): closed magazines leave the
 * site's lists and their profile page, while their stories stay readable. Served by the primary key.
 */
export const notClosedMagazine = (userId: AnyPgColumn): SQL =>
  sql`not exists (select 1 from ${magazines} where ${magazines.userId} = ${userId} and ${magazines.closedAt} is not null)`;
