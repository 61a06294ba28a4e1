import { defineCatalog } from '../define.ts';

export const accountsMessages = defineCatalog({
  en: {},
  tw: {},
  cn: {},
  in: {},
});
