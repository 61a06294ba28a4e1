/** Search and autocomplete constants, kept apart from the zod schemas so pages can use them cheaply. */

/** SPEC §9 autocomplete limits, with the search box's bounds. */
export const AUTOCOMPLETE = {
  topicsLimit: 5,
  blogsLimit: 5,
  usersLimit: 5,
  locationsLimit: 10,
  entitiesLimit: 10,
  /** SPEC §7/§9: topics offered need at least this many articles. */
  topicMinArticles: 5,
  /** SPEC §9: suggestions start from one character. */
  minLength: 1,
  /** Longer queries are typos or attacks; titles and names are shorter than this. */
  queryMax: 100,
} as const;

/** Search pages: results per page of each tab, and how deep paging may go. */
export const SEARCH_PAGE = { stories: 10, others: 20, maxOffset: 500 } as const;

export const SEARCH_TABS = ['stories', 'interests', 'publishers', 'people', 'locations'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
export const isSearchTab = (value: unknown): value is SearchTab =>
  typeof value === 'string' && (SEARCH_TABS as readonly string[]).includes(value);
