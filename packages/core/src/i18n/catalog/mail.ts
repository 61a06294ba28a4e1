import { defineCatalog } from '../define.ts';

export const mailMessages = defineCatalog({
  en: {},
  tw: {},
  cn: {},
  in: {},
});
