import { defineCatalog } from '../define.ts';

/** Polls and votable lists: interface text. */
export const pollsMessages = defineCatalog({
  en: {},
  tw: {},
  cn: {},
  in: {},
});
