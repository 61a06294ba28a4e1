function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A path of readable segments ('/blogs/台北-美食', or one already encoded) as an address: each
 * segment percent-encoded once, '@' kept, as the pages' canonical links write it; a query is kept.
 */
export function encodePath(path: string): string {
  const cut = path.indexOf('?');
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const encoded = pathname
    .split('/')
    .map((segment) => encodeURIComponent(safeDecode(segment)).replaceAll('%40', '@'))
    .join('/');
  return cut === -1 ? encoded : `${encoded}${path.slice(cut)}`;
}

/** An address as a feed reader or crawler needs it: absolute, on `origin` unless it names a host. */
export const absoluteUrl = (origin: string, path: string) =>
  /^https?:\/\//i.test(path) ? path : `${origin}${encodePath(path)}`;
