import { defineCatalog } from '../define.ts';

/** The sharing feature's interface text. */
export const sharingMessages = defineCatalog({
  en: {
    'sharing.featureName': 'Share',
  },
  tw: {
    'sharing.featureName': '分享',
  },
  cn: {
    'sharing.featureName': '分享',
  },
  in: {
    'sharing.featureName': 'Bagikan',
  },
});
