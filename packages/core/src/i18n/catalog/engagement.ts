import { defineCatalog } from '../define.ts';

/** The engagement feature's interface text. */
export const engagementMessages = defineCatalog({
  en: {
    'engagement.featureName': 'Reactions',
  },
  tw: {
    'engagement.featureName': '回應',
  },
  cn: {
    'engagement.featureName': '回应',
  },
  in: {
    'engagement.featureName': 'Reaksi',
  },
});
