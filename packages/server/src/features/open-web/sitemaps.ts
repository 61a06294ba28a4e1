import {
  contentPath,
  locationPath,
  profilePath,
  SITEMAP_KINDS,
  type SitemapKind,
  sitemapPartPath,
  topicPath,
  USER_TYPE,
} from '@masthead/core';
import { type SQL, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../service-deps.ts';
import { rowsOf } from '../feeds/sql.ts';
import { absoluteUrl } from './addresses.ts';
import { xmlDocument } from './xml.ts';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One address of a sitemap: a path on the main site and when it last changed. */
type SitemapUrl = { path: string; lastmod: Date | null };

/**
 * What each kind lists, as the public pages answer 200 for them: published stories whose publisher is
 * not suspended; topics with stories; magazines and businesses that are open and people who published
 * something (readers' empty profiles are not worth a search engine's visit); every place.
 */
const PUBLISHED = sql.raw(`c.status = 'published' and c.deleted_at is null and c.published_at is not null`);
const NOT_CLOSED = sql.raw(
  'not exists (select 1 from magazines m where m.user_id = u.id and m.closed_at is not null)',
);
const LISTED_PROFILE = sql`u.suspended_at is null and ${NOT_CLOSED} and (u.user_type = ${USER_TYPE.magazine}
  or exists (select 1 from contents c where c.author_id = u.id and ${PUBLISHED}))`;

const FROM: Record<SitemapKind, SQL> = {
  stories: sql`contents c join users u on u.id = c.publisher_id where ${PUBLISHED} and u.suspended_at is null`,
  topics: sql`topics t where t.article_count > 0`,
  people: sql`users u where ${LISTED_PROFILE}`,
  places: sql`locations l`,
};

const toDate = (value: unknown) => (value === null || value === undefined ? null : new Date(String(value)));

/** One page of a kind, in id order (offset paging: a crawler reads each part whole, rarely). */
async function urlsOf(
  db: ServiceDeps['db'],
  kind: SitemapKind,
  offset: number,
  limit: number,
): Promise<SitemapUrl[]> {
  const page = sql`limit ${limit} offset ${offset}`;
  switch (kind) {
    case 'stories': {
      const rows = await rowsOf<{
        id: unknown;
        ctype: number;
        title: string;
        username: string;
        user_type: number;
        topic_title: string | null;
        updated_at: unknown;
      }>(
        db,
        sql`select c.id, c.ctype, c.title, u.username, u.user_type, c.updated_at,
            (select t.title from content_topics ct join topics t on t.id = ct.topic_id
              where ct.content_id = c.id order by ct.position limit 1) as topic_title
          from ${FROM.stories} order by c.id ${page}`,
      );
      return rows.map((row) => ({
        path: contentPath(
          {
            cgroupId: Number(row.id),
            ctype: row.ctype,
            title: row.title,
            username: row.username,
            topicTitle: row.topic_title,
          },
          { publisherIsMagazine: row.user_type === USER_TYPE.magazine },
        ),
        lastmod: toDate(row.updated_at),
      }));
    }
    case 'topics': {
      const rows = await rowsOf<{ id: unknown; title: string; lastmod: unknown }>(
        db,
        sql`select t.id, t.title,
            (select max(ct.published_at) from content_topics ct where ct.topic_id = t.id) as lastmod
          from ${FROM.topics} order by t.id ${page}`,
      );
      return rows.map((row) => ({
        path: topicPath({ topicId: Number(row.id), title: row.title }),
        lastmod: toDate(row.lastmod),
      }));
    }
    case 'people': {
      const rows = await rowsOf<{ id: unknown; username: string; lastmod: unknown }>(
        db,
        sql`select u.id, u.username, greatest(u.updated_at,
            (select max(c.published_at) from contents c where c.publisher_id = u.id and ${PUBLISHED})) as lastmod
          from ${FROM.people} order by u.id ${page}`,
      );
      return rows.map((row) => ({
        path: profilePath({ userId: Number(row.id), username: row.username }),
        lastmod: toDate(row.lastmod),
      }));
    }
    case 'places': {
      const rows = await rowsOf<{
        id: unknown;
        country_code: string;
        state: string;
        city: string;
        lastmod: unknown;
      }>(
        db,
        sql`select l.id, l.country_code, l.state, l.city,
            (select max(c.published_at) from contents c where c.location_id = l.id and ${PUBLISHED}) as lastmod
          from ${FROM.places} order by l.id ${page}`,
      );
      return rows.map((row) => ({
        path: locationPath({ countryCode: row.country_code, state: row.state, city: row.city }),
        lastmod: toDate(row.lastmod),
      }));
    }
  }
}

/** The sitemap index and its parts (sitemaps.org), each part at most config.sitemapUrlLimit addresses. */
export function createSitemaps({ db, config }: ServiceDeps) {
  const origin = config.publicUrl;
  const limit = config.sitemapUrlLimit;

  async function count(kind: SitemapKind) {
    const [row] = await rowsOf<{ n: unknown }>(db, sql`select count(*) as n from ${FROM[kind]}`);
    return Number(row?.n ?? 0);
  }

  return {
    /** /sitemap.xml: every part of every kind (one part, possibly empty, even for a kind with none). */
    async index(): Promise<string> {
      const counts = await Promise.all(SITEMAP_KINDS.map(count));
      const parts = SITEMAP_KINDS.flatMap((kind, index) => {
        const pages = Math.max(1, Math.ceil((counts[index] ?? 0) / limit));
        return Array.from({ length: pages }, (_, page) => ({
          loc: `${origin}${sitemapPartPath(kind, page + 1)}`,
        }));
      });
      return xmlDocument({ sitemapindex: { '@_xmlns': SITEMAP_NS, sitemap: parts } });
    },

    /** One part; null past the last page (a 404), except page 1 which always exists. */
    async part(kind: SitemapKind, page: number): Promise<string | null> {
      const urls = await urlsOf(db, kind, (page - 1) * limit, limit);
      if (urls.length === 0 && page > 1) return null;
      return xmlDocument({
        urlset: {
          '@_xmlns': SITEMAP_NS,
          url: urls.map((url) => ({
            loc: absoluteUrl(origin, url.path),
            lastmod: url.lastmod ? url.lastmod.toISOString() : undefined,
          })),
        },
      });
    },
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;
