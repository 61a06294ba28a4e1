import { call } from '../../lib/api';

/** Short links already made in this page's life, by long address (the server answers the same anyway). */
const made = new Map<string, Promise<string | null>>();

/** The absolute address of a page given as a path or address. */
export const absoluteUrl = (url: string) => new URL(url, window.location.origin).href;

/** SPEC §7 POST /api2/url/shorten; null when it cannot be shortened (the long address is used then). */
export function shortLinkOf(longUrl: string): Promise<string | null> {
  let promise = made.get(longUrl);
  if (!promise) {
    promise = call('POST /api2/url/shorten', { longUrl }, { promptLogin: false }).then((result) =>
      result.ok ? result.data.shortUrl : null,
    );
    made.set(longUrl, promise);
    // A failure is not remembered: the next opening tries again.
    void promise.then((shortUrl) => {
      if (shortUrl === null) made.delete(longUrl);
    });
  }
  return promise;
}
