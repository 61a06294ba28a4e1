import { defineCatalog } from '../define.ts';

/** Photos: drop zone, crop, focal point, image and GIF search: interface text. */
export const photosMessages = defineCatalog({
  en: {},
  tw: {},
  cn: {},
  in: {},
});
