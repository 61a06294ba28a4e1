import { defineCatalog } from '../define.ts';

/** The comments feature's interface text. */
export const commentsMessages = defineCatalog({
  en: {
    'comments.featureName': 'Comments',
  },
  tw: {
    'comments.featureName': '留言',
  },
  cn: {
    'comments.featureName': '评论',
  },
  in: {
    'comments.featureName': 'Komentar',
  },
});
