import { defineCatalog } from '../define.ts';

/** The stepper form and StandardInput: interface text. */
export const formsMessages = defineCatalog({
  en: {},
  tw: {},
  cn: {},
  in: {},
});
