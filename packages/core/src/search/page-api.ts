import type { SearchPage, TSearch } from './schemas.ts';

/** What page loaders ask of the search feature (part of PageApi, implemented per request by the server). */
export interface SearchPageApi {
  /** One page of one tab for the request's viewer (follow states, read marks). */
  search(input: TSearch): Promise<SearchPage>;
}
