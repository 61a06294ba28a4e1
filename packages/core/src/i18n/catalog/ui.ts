import { defineCatalog } from '../define.ts';

export const uiMessages = defineCatalog({
  en: {},
  tw: {},
  cn: {},
  in: {},
});
