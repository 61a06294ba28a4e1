import {
  FEED_LIMITS,
  type FeaturedLocation,
  type ImageSize,
  imagePath,
  type LocationCard,
  locationPath,
  type ParsedLocationPath,
  urlFriendly,
} from '@masthead/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { locations } from '../content/tables.ts';
import { followingSet } from '../engagement/queries.ts';
import { placeNameLang } from '../langs/detect.ts';
import { list } from './sql.ts';

type LocationRow = typeof locations.$inferSelect;

function toCard(row: LocationRow, following: Set<number>): LocationCard {
  return {
    locationId: row.id,
    countryCode: row.countryCode.toLowerCase(),
    country: row.country,
    state: row.state,
    city: row.city,
    name: row.name,
    lang: placeNameLang(row.name),
    url: locationPath(row),
    photoPath: row.photoPath,
    followerCount: row.followerCount,
    following: following.has(row.id),
  };
}

export async function locationCards(
  db: DbOrTx,
  rows: readonly LocationRow[],
  viewerId: number | null,
): Promise<LocationCard[]> {
  const following = await followingSet(
    db,
    viewerId,
    'location',
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCard(row, following));
}

/**
 * Featured locations, most followed first. (No index covers `featured`: the table holds places, not
 * stories; a partial index on featured would serve this once it grows.)
 */
export async function featuredLocationRows(db: DbOrTx, limit: number = FEED_LIMITS.featuredLocations) {
  return db
    .select()
    .from(locations)
    .where(eq(locations.featured, true))
    .orderBy(desc(locations.followerCount), locations.name, locations.id)
    .limit(limit);
}

/** Places of one country: the leading column of locations_place_key. */
export async function countryLocationRows(db: DbOrTx, countryCode: string, limit: number) {
  return db
    .select()
    .from(locations)
    .where(sql`lower(${locations.countryCode}) = ${countryCode.toLowerCase()}`)
    .orderBy(desc(locations.followerCount), locations.name, locations.id)
    .limit(limit);
}

/** SPEC §7 FeaturedLocations.js entries (SPEC §3 Location fields and the m-size photo). */
export const toFeaturedLocation = (row: LocationRow): FeaturedLocation => ({
  name: row.name,
  url: locationPath(row),
  countryCode: row.countryCode.toLowerCase(),
  country: row.country,
  state: row.state,
  city: row.city,
  photo: row.photoPath ? imagePath(row.photoPath, 'm') : null,
});

/** A place by its names, exactly (case-insensitive): one probe of locations_place_key. */
export async function locationByNames(
  db: DbOrTx,
  place: { countryCode: string; state: string; city: string },
): Promise<LocationRow | null> {
  const [row] = await db
    .select()
    .from(locations)
    .where(
      and(
        sql`lower(${locations.countryCode}) = ${place.countryCode.toLowerCase()}`,
        sql`lower(${locations.state}) = ${place.state.toLowerCase()}`,
        sql`lower(${locations.city}) = ${place.city.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** How many places of one country the slug fallback reads at most. */
const COUNTRY_SCAN_MAX = 5000;

/**
 * A place by its address. Addresses carry urlFriendly slugs (content's locationPath), which lose case
 * and punctuation, so the likely names are probed on locations_place_key first ('san-francisco' →
 * 'san francisco'); otherwise the country's places (the index's leading column) are matched by slug.
 */
export async function locationByAddress(
  db: DbOrTx,
  address: ParsedLocationPath,
): Promise<LocationRow | null> {
  const stateSlug = address.state && address.state !== '-' ? address.state : '';
  const citySlug = address.city && address.city !== '-' ? address.city : '';
  const readings = (slug: string) => [...new Set([slug, slug.replaceAll('-', ' ')])];
  const rows = await db
    .select()
    .from(locations)
    .where(
      and(
        sql`lower(${locations.countryCode}) = ${address.countryCode}`,
        sql`lower(${locations.state}) in ${list(readings(stateSlug))}`,
        sql`lower(${locations.city}) in ${list(readings(citySlug))}`,
      ),
    )
    .limit(4);
  const matches = (row: LocationRow) =>
    slugOf(row.state) === (stateSlug || '') && slugOf(row.city) === (citySlug || '');
  const exact = rows.find(matches);
  if (exact) return exact;
  const country = await countryLocationRows(db, address.countryCode, COUNTRY_SCAN_MAX);
  return country.find(matches) ?? null;
}

const slugOf = (name: string) => (name.trim() ? urlFriendly(name) : '');

export const locationPhoto = (row: LocationRow, size: ImageSize) =>
  row.photoPath ? imagePath(row.photoPath, size) : null;
