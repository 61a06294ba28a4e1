import { defineCatalog } from '../define.ts';

/** Live Q&A: interface text. */
export const liveQaMessages = defineCatalog({
  en: {},
  tw: {},
  cn: {},
  in: {},
});
