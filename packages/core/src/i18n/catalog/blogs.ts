import { defineCatalog } from '../define.ts';

/** Blog submission, review queue, publisher recommendations: interface text. */
export const blogsMessages = defineCatalog({
  en: {},
  tw: {},
  cn: {},
  in: {},
});
