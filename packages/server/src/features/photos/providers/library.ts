import { imagePath, type PhotoSearchHit, photoSearchOffset } from '@masthead/core';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { escapeLike } from '../../search/matching.ts';
import { libraryImages } from '../tables.ts';
import type { PhotoProvider } from './types.ts';

/** Words of a query that must each appear in a title (a few are plenty). */
const MAX_TERMS = 6;

/**
 * DESIGN §4: with no outside service for a kind, search the site's own library by title. Every word of
 * the query must appear in the title; GIFs for 'gif', still pictures for 'img'; newest first.
 */
export function libraryProvider(db: Db): PhotoProvider {
  return {
    source: 'library',
    kinds: ['gif', 'img'],
    async search({ q, page, limit }, kind) {
      const terms = q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_TERMS);
      if (terms.length === 0) return [];
      const matches: SQL[] = terms.map(
        (term) => sql`lower(${libraryImages.title}) like ${`%${escapeLike(term)}%`}`,
      );
      const rows = await db
        .select({
          id: libraryImages.id,
          path: libraryImages.path,
          width: libraryImages.width,
          height: libraryImages.height,
          isGif: libraryImages.isGif,
        })
        .from(libraryImages)
        .where(and(ne(libraryImages.title, ''), eq(libraryImages.isGif, kind === 'gif'), ...matches))
        .orderBy(desc(libraryImages.id))
        .limit(limit)
        .offset(photoSearchOffset(page, limit));
      return rows.map(
        (row): PhotoSearchHit => ({
          id: String(row.id),
          // The overlay shows previews about 250 px wide: size l. A GIF is stored once.
          photo: row.isGif ? row.path : imagePath(row.path, 'l'),
          full: row.path,
          source: 'library',
          width: row.width,
          height: row.height,
          attribution: null,
        }),
      );
    },
  };
}
