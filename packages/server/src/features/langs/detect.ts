import { isUiLanguage, type UiLanguage } from '@masthead/core';
import { franc } from 'franc-min';

/**
 * WCAG 3.1.2 language of parts: which of the site's languages a piece of user text is in (a comment, a
 * bio, a topic, a place, a notebook), so that pages can mark it with `lang` and a screen reader reads a
 * Chinese topic inside the English interface as Chinese.
 *
 * Chinese is told by its script (and Traditional from Simplified by the characters that differ); Latin
 * text goes to franc-min, limited to English and Indonesian, the two Latin-script languages of the site.
 * Runs on the server only (franc's trigram tables never reach the browser). Text too short or too mixed
 * to tell gives `hint` (the language the writer chose, where known) or null.
 */

/** Characters only Traditional Chinese writes (the Simplified forms below, in the same order). */
const TRADITIONAL = new Set(
  '這個們來說時會為國學對發經過還開關當與從動現實點應體讓見問間長書車門東語話頭電樂歡覺機歲兒網記議讀寫題變氣無愛聽錢買賣館鐘飯飲種師灣鳥魚廣場歷邊',
);
const SIMPLIFIED = new Set(
  '这个们来说时会为国学对发经过还开关当与从动现实点应体让见问间长书车门东语话头电乐欢觉机岁儿网记议读写题变气无爱听钱买卖馆钟饭饮种师湾鸟鱼广场历边',
);

const HAN = /\p{Script=Han}/u;
const LETTER = /\p{Letter}/u;
/** Enough of a text to tell its language; keeps the work per text small and bounded. */
const SAMPLE = 240;

function chineseVariant(text: string, hint: UiLanguage | null): UiLanguage {
  let traditional = 0;
  let simplified = 0;
  for (const char of text) {
    if (TRADITIONAL.has(char)) traditional += 1;
    else if (SIMPLIFIED.has(char)) simplified += 1;
  }
  if (traditional > simplified) return 'tw';
  if (simplified > traditional) return 'cn';
  return hint === 'cn' ? 'cn' : 'tw';
}

function detect(sample: string, hint: UiLanguage | null): UiLanguage | null {
  let han = 0;
  let letters = 0;
  for (const char of sample) {
    if (HAN.test(char)) han += 1;
    else if (LETTER.test(char)) letters += 1;
  }
  if (han === 0 && letters === 0) return hint;
  // A Han character carries about a word: Chinese when they outnumber the other words.
  if (han > 0 && han * 4 >= letters) return chineseVariant(sample, hint);
  const found = franc(sample, { only: ['eng', 'ind'], minLength: 3 });
  if (found === 'eng') return 'en';
  if (found === 'ind') return 'in';
  return hint;
}

/** Recent answers, so that a page read often does not run the detection again (bounded, oldest out). */
const cache = new Map<string, UiLanguage | null>();
const CACHE_MAX = 5000;

/** The site language `text` is written in, or `hint` (else null) when it cannot be told. */
export function detectLang(text: string | null | undefined, hint?: string | null): UiLanguage | null {
  const fallback = hint && isUiLanguage(hint) ? hint : null;
  const sample = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .trim()
    .slice(0, SAMPLE);
  if (!sample) return fallback;
  const key = `${fallback ?? ''}\u0000${sample}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const found = detect(sample, fallback);
  if (cache.size >= CACHE_MAX) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, found);
  return found;
}

const HAN_SCRIPT = /\p{Script=Han}/u;

/**
 * A place name's language: the places directory is kept in English, so a Latin-script name is English
 * (franc cannot tell two words of a name apart: 'Taipei, Taiwan' looks Indonesian to it); a name in
 * Chinese script is Chinese, Traditional or Simplified by its characters.
 */
export const placeNameLang = (name: string): UiLanguage =>
  HAN_SCRIPT.test(name) ? (detectLang(name) ?? 'tw') : 'en';

/** A topic (or anything titled) with the language of its title. */
export const withTitleLang = <T extends { title: string }>(row: T): T & { lang: UiLanguage | null } => ({
  ...row,
  lang: detectLang(row.title),
});
