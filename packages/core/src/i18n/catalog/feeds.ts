import { defineCatalog } from '../define.ts';

/** The feeds feature's interface text. */
export const feedsMessages = defineCatalog({
  en: {
    'feeds.featureName': 'Feeds',
  },
  tw: {
    'feeds.featureName': '動態',
  },
  cn: {
    'feeds.featureName': '动态',
  },
  in: {
    'feeds.featureName': 'Umpan',
  },
});
