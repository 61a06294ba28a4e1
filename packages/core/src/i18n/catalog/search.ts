import { defineCatalog } from '../define.ts';

/** The search feature's interface text. */
export const searchMessages = defineCatalog({
  en: {
    'search.featureName': 'Search',
  },
  tw: {
    'search.featureName': '搜尋',
  },
  cn: {
    'search.featureName': '搜索',
  },
  in: {
    'search.featureName': 'Cari',
  },
});
