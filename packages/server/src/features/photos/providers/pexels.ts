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

/** The part of GET /v1/search's answer we use (https://www.pexels.com/api/documentation/#photos-search). */
const zPexelsSearch = z.object({
  photos: z.array(
    z.object({
      id: z.union([z.number().int(), z.string().max(100)]),
      width: zDimension,
      height: zDimension,
      photographer: z.string().max(200),
      photographer_url: zAddress,
      src: z.object({ medium: zAddress, large2x: zAddress }),
    }),
  ),
});

/** Pexels (still photos), enabled by its API key. */
export function pexelsProvider(context: ProviderContext, apiUrl: string, key: string): PhotoProvider {
  return {
    source: 'pexels',
    kinds: ['img'],
    async search({ q, page, limit }) {
      const url = endpoint(apiUrl, '/v1/search', { query: q, page: String(page), per_page: String(limit) });
      const answer = await getJson(context, url, { authorization: key }, zPexelsSearch);
      const hits: PhotoSearchHit[] = [];
      for (const photo of answer.photos) {
        if (!isHttps(photo.src.medium) || !isSourceImageUrl('pexels', photo.src.large2x)) continue;
        hits.push({
          id: String(photo.id),
          photo: photo.src.medium,
          full: photo.src.large2x,
          source: 'pexels',
          width: photo.width,
          height: photo.height,
          attribution: isHttps(photo.photographer_url)
            ? { name: photo.photographer, url: photo.photographer_url }
            : null,
        });
      }
      return hits;
    },
  };
}
