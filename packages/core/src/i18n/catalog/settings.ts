import { defineCatalog } from '../define.ts';

export const settingsMessages = defineCatalog({
  en: {},
  tw: {},
  cn: {},
  in: {},
});
