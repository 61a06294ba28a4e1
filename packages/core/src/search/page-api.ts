import type { SearchPage, TSearch } from './schemas.ts';

/** What page loaders ask of the search feature (part of PageApi), for the request's viewer. */
export interface SearchPageApi {
  /** One page of one tab for the request's viewer (follow states, read marks). */
  search(input: TSearch): Promise<SearchPage>;
}
