/** For files whose names change with their content (hashed bundles, uploads, message scripts). */
export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
