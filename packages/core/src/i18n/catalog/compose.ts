import { defineCatalog } from '../define.ts';

/** The compose feature (editor, drafts, previews, My Posts, type picker): interface text. */
export const composeMessages = defineCatalog({
  en: { 'validation.title.too.long': 'Title too long' },
  tw: { 'validation.title.too.long': '標題太長' },
  cn: { 'validation.title.too.long': '标题太长' },
  in: { 'validation.title.too.long': 'Judul terlalu panjang' },
});
