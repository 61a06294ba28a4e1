import { imagePath, type PhotoSearchHit, type PhotoSearchType, photoSearchOffset } from '@masthead/core';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { contents } from '../../content/tables.ts';
import { escapeLike } from '../../search/matching.ts';
import { libraryImages } from '../tables.ts';
import type { PhotoProvider } from './types.ts';

/** Words of a query that must each appear in a title (a few are plenty). */
const MAX_TERMS = 6;

/** A published story that shows the picture as its cover (read through contents_photo_path_idx). */
const storiesShowing = (where?: SQL) =>
  sql`exists (select 1 from ${contents} c where c.photo_path = ${libraryImages.path}
    and c.status = 'published' and c.deleted_at is null ${where ? sql`and ${where}` : sql``})`;

/**
 * The pictures the library offers: those given a title, and those a published story shows (an upload
 * for a draft stays its owner's until the story is out).
 */
const offered = or(sql`${libraryImages.title} <> ''`, storiesShowing());

const like = (column: SQL, term: string) => sql`lower(${column}) like ${`%${escapeLike(term)}%`}`;

/** Every word of the query is in the picture's title, or in the title or alt text of a story showing it. */
const matchesEvery = (terms: string[]) =>
  terms.map((term) =>
    or(
      like(sql`${libraryImages.title}`, term),
      storiesShowing(or(like(sql`c.title`, term), like(sql`c.photo_alt`, term))),
    ),
  );

/**
 * DESIGN §4: with no outside service for a kind, search the site's own library: by title, and (issue 13)
 * by the titles and alt texts of the stories each picture illustrates. GIFs for 'gif', still pictures for
 * 'img'; newest first. `recent` lists them without a query, for the overlay's first view.
 */
export function libraryProvider(db: Db): PhotoProvider & {
  recent(request: { page: number; limit: number }, kind: PhotoSearchType): Promise<PhotoSearchHit[]>;
} {
  const page = async (
    kind: PhotoSearchType,
    where: (SQL | undefined)[],
    paging: { page: number; limit: number },
  ) => {
    const rows = await db
      .select({
        id: libraryImages.id,
        path: libraryImages.path,
        width: libraryImages.width,
        height: libraryImages.height,
        isGif: libraryImages.isGif,
      })
      .from(libraryImages)
      .where(and(eq(libraryImages.isGif, kind === 'gif'), offered, ...where))
      .orderBy(desc(libraryImages.id))
      .limit(paging.limit)
      .offset(photoSearchOffset(paging.page, paging.limit));
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
  };
  return {
    source: 'library',
    kinds: ['gif', 'img'],
    async search({ q, page: number, limit }, kind) {
      const terms = q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_TERMS);
      if (terms.length === 0) return [];
      return page(kind, matchesEvery(terms), { page: number, limit });
    },
    recent: (paging, kind) => page(kind, [], paging),
  };
}
