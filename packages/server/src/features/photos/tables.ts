import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';

/**
 * The site's image library (DESIGN §4): every picture stored for content (uploads, imports from the
 * outside services, the demo pictures). One row per distinct stored picture: the same bytes stored again
 * reuse the row and its files, whoever sends them. The built-in search finds rows by title.
 */
export const libraryImages = pgTable(
  'library_images',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Who first stored it; the picture stays when that account goes (other content may show it). */
    ownerId: bigint('owner_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** The stored path without size suffix ('/images/u/12/3f….jpg' or '….gif'). */
    path: text('path').notNull(),
    /** SHA-256 (hex) of the stored original: the largest JPEG size, or the GIF as kept. */
    sha256: text('sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    isGif: boolean('is_gif').notNull(),
    /** upload, giphy, unsplash, pexels or seed. */
    source: text('source').notNull().default('upload'),
    /** What the built-in search matches; empty for uploads (a file name says nothing and may say too much). */
    title: text('title').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('library_images_path_idx').on(t.path),
    uniqueIndex('library_images_sha256_idx').on(t.sha256),
    index('library_images_owner_idx').on(t.ownerId),
    // The built-in search looks at titled pictures only: a substring match on lower(title) (pg_trgm), and
    // for words under three letters (no trigrams) a walk of the titled pictures of one kind, newest first.
    index('library_images_title_trgm_idx')
      .using('gin', sql`lower(${t.title}) gin_trgm_ops`)
      .where(sql`${t.title} <> ''`),
    index('library_images_titled_idx').on(t.isGif, t.id.desc()).where(sql`${t.title} <> ''`),
    check('library_images_sha256_format', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('library_images_size', sql`${t.width} between 1 and 100000 and ${t.height} between 1 and 100000`),
    check('library_images_title_length', sql`char_length(${t.title}) <= 200`),
    check('library_images_source', sql`${t.source} in ('upload', 'giphy', 'unsplash', 'pexels', 'seed')`),
    check('library_images_path_format', sql`${t.path} ~ '^/images/[A-Za-z0-9/_-]+\\.(jpg|gif)$'`),
  ],
);
