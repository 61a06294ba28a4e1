import { defineCatalog } from '../define.ts';

/** The content feature's interface text. */
export const contentMessages = defineCatalog({
  en: {
    'content.featureName': 'Stories',
  },
  tw: {
    'content.featureName': '故事',
  },
  cn: {
    'content.featureName': '故事',
  },
  in: {
    'content.featureName': 'Cerita',
  },
});
