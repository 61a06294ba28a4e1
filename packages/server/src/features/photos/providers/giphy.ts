import { isSourceImageUrl, type PhotoSearchHit, photoSearchOffset } from '@masthead/core';
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

const zRendition = z.object({ url: zAddress, width: zDimension, height: zDimension });

/** The part of GET /v1/gifs/search's answer we use (https://developers.giphy.com/docs/api/endpoint#search). */
const zGiphySearch = z.object({
  data: z.array(
    z.object({
      id: z.string().max(100),
      images: z.object({
        fixed_width: zRendition.optional(),
        downsized: zRendition.optional(),
        original: zRendition.optional(),
      }),
      user: z
        .object({ display_name: z.string().max(200).optional(), profile_url: zAddress.optional() })
        .nullish(),
    }),
  ),
});

/** GIPHY (animated pictures), enabled by its API key. */
export function giphyProvider(context: ProviderContext, apiUrl: string, key: string): PhotoProvider {
  return {
    source: 'giphy',
    kinds: ['gif'],
    async search({ q, page, limit }) {
      const url = endpoint(apiUrl, '/v1/gifs/search', {
        api_key: key,
        q,
        limit: String(limit),
        offset: String(photoSearchOffset(page, limit)),
        rating: 'pg',
      });
      const answer = await getJson(context, url, {}, zGiphySearch);
      const hits: PhotoSearchHit[] = [];
      for (const gif of answer.data) {
        // The downsized rendition stays under 2 MB; the original may be far larger than an upload.
        const full = gif.images.downsized ?? gif.images.original;
        const preview = gif.images.fixed_width ?? full;
        if (!full || !preview || !isHttps(preview.url) || !isSourceImageUrl('giphy', full.url)) continue;
        const name = gif.user?.display_name;
        const profile = gif.user?.profile_url;
        hits.push({
          id: gif.id,
          photo: preview.url,
          full: full.url,
          source: 'giphy',
          width: full.width,
          height: full.height,
          attribution: name && profile && isHttps(profile) ? { name, url: profile } : null,
        });
      }
      return hits;
    },
  };
}
