import { defineCatalog } from '../define.ts';

/** The notifications feature's interface text. */
export const notificationsMessages = defineCatalog({
  en: {
    'notifications.featureName': 'Notifications',
  },
  tw: {
    'notifications.featureName': '通知',
  },
  cn: {
    'notifications.featureName': '通知',
  },
  in: {
    'notifications.featureName': 'Notifikasi',
  },
});
