import { defineCatalog } from '../define.ts';

/** The achievements feature's interface text. */
export const achievementsMessages = defineCatalog({
  en: {
    'achievements.featureName': 'Badges',
  },
  tw: {
    'achievements.featureName': '徽章',
  },
  cn: {
    'achievements.featureName': '徽章',
  },
  in: {
    'achievements.featureName': 'Lencana',
  },
});
