import { defineCatalog } from '../define.ts';

export const shellMessages = defineCatalog({
  en: {},
  tw: {},
  cn: {},
  in: {},
});
