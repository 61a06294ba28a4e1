import { defineCatalog } from '../define.ts';

/** The notebooks feature's interface text. */
export const notebooksMessages = defineCatalog({
  en: {
    'notebooks.featureName': 'Notebooks',
  },
  tw: {
    'notebooks.featureName': '筆記本',
  },
  cn: {
    'notebooks.featureName': '笔记本',
  },
  in: {
    'notebooks.featureName': 'Buku catatan',
  },
});
