import { defineCatalog } from '../define.ts';

/** Quiz play and results: interface text. */
export const quizzesMessages = defineCatalog({
  en: {},
  tw: {},
  cn: {},
  in: {},
});
