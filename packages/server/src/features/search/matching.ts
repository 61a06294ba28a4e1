import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** LIKE treats %, _ and \ as special; a query matches them literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export type NamePatterns = { prefix: string; wordPrefix: string };

/** 'ta' matches 'Taipei' (prefix) and 'New Taipei' (a later word starting with it). */
export function namePatterns(q: string): NamePatterns {
  const escaped = escapeLike(q);
  return { prefix: `${escaped}%`, wordPrefix: `% ${escaped}%` };
}

/**
 * A name column matches the query by prefix or word prefix. Written on `lower(column)`, the expression
 * of the pg_trgm GIN indexes (topics_title_trgm_idx, users_*_trgm_idx, locations_name_trgm_idx,
 * entities_title_trgm_idx), which serve LIKE from one character on.
 */
export const nameMatches = (column: AnyPgColumn, patterns: NamePatterns): SQL =>
  sql`(lower(${column}) like lower(${patterns.prefix}) or lower(${column}) like lower(${patterns.wordPrefix}))`;

/** Ranks a prefix match of the whole name above a match of a later word. */
export const startsWith = (column: AnyPgColumn, patterns: NamePatterns): SQL =>
  sql`(lower(${column}) like lower(${patterns.prefix}))`;

/** websearch syntax: quoted phrases, `or`, and `-word` exclusions. */
const WEBSEARCH_OPERATORS = /"|(^|\s)-\S|\sor\s/i;
const MAX_PREFIX_WORDS = 8;

/**
 * A tsquery text that matches each word of the query as a prefix ('coff' finds 'coffee', '台北' finds
 * '台北的咖啡'), or null when the query uses websearch operators (then websearch_to_tsquery alone
 * decides) or has no words. Words are letters and digits only, so the text is always valid tsquery.
 */
export function prefixTsquery(q: string): string | null {
  if (WEBSEARCH_OPERATORS.test(q)) return null;
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_PREFIX_WORDS);
  if (words.length === 0) return null;
  return words.map((word) => `${word}:*`).join(' & ');
}
