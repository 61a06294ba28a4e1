/**
 * SPEC §3 Photo and §9 image search, shared by the server's providers and the search overlay.
 * (No zod here, so pages do not bundle it.)
 */

import type { PathOf } from '../http/endpoints.ts';
import type { PhotosEndpoints } from './endpoints.ts';

/** SPEC §5: the search type is only gif or img. */
export const PHOTO_SEARCH_TYPES = ['gif', 'img'] as const;
export type PhotoSearchType = (typeof PHOTO_SEARCH_TYPES)[number];

/** SPEC §9: 12 shown per page, 13 requested to know whether there is more. */
export const PHOTO_SEARCH_PAGE_SIZE = 12;
export const PHOTO_SEARCH_REQUEST_LIMIT = 13;
/** SPEC §9: the overlay loads more within 50 px of its bottom. */
export const PHOTO_SEARCH_SCROLL_EDGE_PX = 50;

/**
 * Where page `page` starts when each page shows `limit - 1` results and asks one more to know whether
 * another page exists (SPEC §9: 13 asked, 12 shown): the extra one opens the next page, never skipped.
 */
export const photoSearchOffset = (page: number, limit: number) => (page - 1) * Math.max(limit - 1, 1);

/** DESIGN §4: the three outside services and the site's own library. */
export const PHOTO_SOURCES = ['giphy', 'unsplash', 'pexels', 'library'] as const;
export type PhotoSource = (typeof PHOTO_SOURCES)[number];

/** One search result (SPEC §3 Photo: photo, source, focalPoint). */
export type PhotoSearchHit = {
  /** Stable within its source. */
  id: string;
  /** The preview shown in the overlay. */
  photo: string;
  /** What 'Use image' imports (a foreign address, or a stored /images/… path for the library). */
  full: string;
  source: PhotoSource;
  width: number;
  height: number;
  /** Credit the source requires (photographer and link), or null. */
  attribution: { name: string; url: string } | null;
};

/** A picture stored by this site, ready to put on a content: its path and SPEC §3 focal point 'x,y'. */
export type StoredPhoto = { photoPath: string; focalPoint: string; width: number; height: number };

/**
 * What an image search answers (SPEC §7 data.photos), and which source searched: 'library' when no
 * outside service is set up for the kind, so the overlay can say what searching the web needs.
 */
export type PhotoSearchResult = { photos: PhotoSearchHit[]; source: PhotoSource };

/** Issue 13: the setting that turns on an outside search service for each kind. */
export const PHOTO_SEARCH_SETTINGS: Record<PhotoSearchType, readonly string[]> = {
  gif: ['GIPHY_API_KEY'],
  img: ['UNSPLASH_ACCESS_KEY', 'PEXELS_API_KEY'],
};

/** SPEC §5 crop export: JPEG at 0.95, export zoom 2, max zoom 5; GIFs are not cropped. */
export const CROP_EXPORT = { type: 'image/jpeg', quality: 0.95, exportZoom: 2, maxZoom: 5 } as const;

/** The calls of the photo feature (DESIGN §3: ours to design, except SPEC §7's search paths). */
export const PHOTO_API = {
  /** multipart: `photo` file field, optional `focalPoint` → StoredPhoto */
  upload: '/api2/photo/upload',
  /** {url, source} → StoredPhoto */
  external: '/api2/photo/external',
  /** SPEC §7 {q, page, limit 13} → data.photos */
  searchStill: '/api2/photoSearch/still',
  searchGif: '/api2/photoSearch/gif',
} as const satisfies Record<string, PathOf<keyof PhotosEndpoints>>;

/** Bounds of a search request (SPEC §7 {q, page, limit 13}). */
export const PHOTO_SEARCH_LIMITS = { queryMax: 100, pageMax: 50, limitMax: 30 } as const;

/** A title kept with a library image, matched by the built-in search. */
export const PHOTO_TITLE_MAX = 200;

/** Longest foreign address accepted for an import. */
export const PHOTO_URL_MAX = 2048;

/**
 * The image hosts of each outside service: an import names its source, and its address must be on that
 * source's image host (so the server never fetches an arbitrary address for a client).
 */
export const PHOTO_SOURCE_HOSTS: Record<Exclude<PhotoSource, 'library'>, RegExp> = {
  giphy: /^(?:media\d{0,2}\.giphy\.com|i\.giphy\.com)$/,
  unsplash: /^images\.unsplash\.com$/,
  pexels: /^images\.pexels\.com$/,
};

/** Whether a foreign address is an image of the named outside service (http or https, default port). */
export function isSourceImageUrl(source: PhotoSource, address: string): boolean {
  if (source === 'library') return false;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password || url.port) return false;
  return PHOTO_SOURCE_HOSTS[source].test(url.hostname);
}
