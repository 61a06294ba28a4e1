import type { PhotoSearchHit, PhotoSearchType, PhotoSource } from '@masthead/core';
import { z } from 'zod';
import type { SafeFetchOptions, SafeFetchResult } from '../../../http/safe-fetch.ts';

/** One search (SPEC §7 {q, page, limit}); page counts from 1. */
export type PhotoSearchRequest = { q: string; page: number; limit: number };

/** DESIGN §4: a source of pictures for the search overlay. */
export type PhotoProvider = {
  source: PhotoSource;
  kinds: readonly PhotoSearchType[];
  search(request: PhotoSearchRequest, kind: PhotoSearchType): Promise<PhotoSearchHit[]>;
};

/** An outside service that failed (down, refused our key, answered nonsense): the route answers 503. */
export class PhotoProviderError extends Error {}

/** The fetch the adapters use (safeFetch; tests may pass their own built on it). */
export type PhotoFetch = (url: string, options: SafeFetchOptions) => Promise<SafeFetchResult>;

export type ProviderContext = {
  fetch: PhotoFetch;
  allowLoopback: boolean;
  timeoutMs: number;
};

/** An API answer is small: a page of 30 hits is a few dozen kilobytes. */
const API_MAX_BYTES = 2 * 1024 * 1024;

/** GETs a JSON API and parses its answer with the given schema; every failure is a PhotoProviderError. */
export async function getJson<T>(
  context: ProviderContext,
  url: string,
  headers: Record<string, string>,
  schema: z.ZodType<T>,
): Promise<T> {
  let answer: SafeFetchResult;
  try {
    answer = await context.fetch(url, {
      maxBytes: API_MAX_BYTES,
      timeoutMs: context.timeoutMs,
      allowLoopback: context.allowLoopback,
      maxRedirects: 2,
      headers: { accept: 'application/json', ...headers },
    });
  } catch (error) {
    throw new PhotoProviderError(`request failed: ${(error as Error).message}`);
  }
  if (answer.status !== 200) throw new PhotoProviderError(`answered ${answer.status}`);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(answer.body));
  } catch {
    throw new PhotoProviderError('answered something other than JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new PhotoProviderError('answered an unexpected shape');
  return parsed.data;
}

/** A width or height as the services send it (Giphy writes numbers as strings). */
export const zDimension = z
  .union([z.number(), z.string().regex(/^\d{1,6}$/)])
  .transform(Number)
  .pipe(z.number().int().min(1).max(100_000));

/** Only https addresses reach the browser or the importer. */
export const isHttps = (address: string) => {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
};

/** An address string of bounded length. */
export const zAddress = z.string().max(2048);

/** An endpoint under a configured API root (which may carry a path of its own). */
export const endpoint = (apiUrl: string, path: string, query: Record<string, string>) => {
  const url = new URL(`${apiUrl.replace(/\/+$/, '')}${path}`);
  url.search = new URLSearchParams(query).toString();
  return url.href;
};
