import { isSourceImageUrl, type PhotoSearchHit } from '@masthead/core';
import { z } from 'zod';
import {
  endpoint,
  getJson,
  isHttps,
  type PhotoProvider,
  type ProviderContext,
  zAddress,
  zDimension,
} from './types.ts';

/** The part of GET /search/photos's answer we use (https://unsplash.com/documentation#search-photos). */
const zUnsplashSearch = z.object({
  results: z.array(
    z.object({
      id: z.string().max(100),
      width: zDimension,
      height: zDimension,
      urls: z.object({ small: zAddress, regular: zAddress }),
      user: z.object({ name: z.string().max(200), links: z.object({ html: zAddress }) }),
    }),
  ),
});

/** Unsplash (still photos), enabled by its access key. Its guidelines ask for the photographer's credit. */
export function unsplashProvider(context: ProviderContext, apiUrl: string, key: string): PhotoProvider {
  return {
    source: 'unsplash',
    kinds: ['img'],
    async search({ q, page, limit }) {
      const url = endpoint(apiUrl, '/search/photos', {
        query: q,
        page: String(page),
        per_page: String(limit),
      });
      const answer = await getJson(
        context,
        url,
        { authorization: `Client-ID ${key}`, 'accept-version': 'v1' },
        zUnsplashSearch,
      );
      const hits: PhotoSearchHit[] = [];
      for (const photo of answer.results) {
        if (!isHttps(photo.urls.small) || !isSourceImageUrl('unsplash', photo.urls.regular)) continue;
        const profile = photo.user.links.html;
        hits.push({
          id: photo.id,
          photo: photo.urls.small,
          full: photo.urls.regular,
          source: 'unsplash',
          width: photo.width,
          height: photo.height,
          attribution: isHttps(profile)
            ? { name: photo.user.name, url: `${profile}?utm_source=masthead&utm_medium=referral` }
            : null,
        });
      }
      return hits;
    },
  };
}
