import { defineCatalog } from '../define.ts';

/** Payments: donations, premium content, checkout: interface text. */
export const paymentsMessages = defineCatalog({
  en: {},
  tw: {},
  cn: {},
  in: {},
});
