import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** LIKE treats %, _ and \ as special; a query matches them literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** pg_trgm indexes need three characters; shorter queries match whole-name prefixes only. */
export const TRIGRAM_MIN_LENGTH = 3;

export type NamePatterns = { prefix: string; wordPrefix: string; substring: string; short: boolean };

/** 'ta' matches 'Taipei' (prefix); 'tai' also matches 'New Taipei' (a later word starting with it). */
export function namePatterns(q: string): NamePatterns {
  // Lowercased here, so that each pattern is a plain constant the planner can match to an index.
  const escaped = escapeLike(q.toLowerCase());
  return {
    prefix: `${escaped}%`,
    wordPrefix: `% ${escaped}%`,
    substring: `%${escaped}%`,
    short: [...q].length < TRIGRAM_MIN_LENGTH,
  };
}

/**
 * A name column matches the query by prefix or word prefix, written on `lower(column)`, the expression of
 * the name indexes. From three characters the plain substring test leads, so that the planner reads the
 * pg_trgm GIN index (topics_title_trgm_idx, users_*_trgm_idx, locations_name_trgm_idx,
 * entities_title_trgm_idx) and checks the two patterns on the few rows it finds. A shorter query has no
 * trigrams: it matches name prefixes, a range of the `*_prefix_idx` btree (text_pattern_ops) indexes.
 */
export const nameMatches = (column: AnyPgColumn, patterns: NamePatterns): SQL =>
  patterns.short
    ? sql`(lower(${column}) like ${patterns.prefix})`
    : sql`(lower(${column}) like ${patterns.substring} and (lower(${column}) like ${patterns.prefix} or lower(${column}) like ${patterns.wordPrefix}))`;

/** Ranks a prefix match of the whole name above a match of a later word. */
export const startsWith = (column: AnyPgColumn, patterns: NamePatterns): SQL =>
  sql`(lower(${column}) like ${patterns.prefix})`;

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
