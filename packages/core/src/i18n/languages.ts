/** DESIGN §4: the interface languages. `in` is Bahasa Indonesia under its legacy ISO code. */
export const UI_LANGUAGES = ['en', 'tw', 'cn', 'in'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** How many published stories a list has in one language (issue 13: the ones a feed leaves out). */
export type LanguageCount = { lang: UiLanguage; count: number };
export const FALLBACK_LANGUAGE: UiLanguage = 'en';

/** SPEC's second reading also names `un` and `i18n`: accepted as codes, shown in English. */
const ACCEPTED_ALIASES: Record<string, UiLanguage> = { un: 'en', i18n: 'en' };

/** Names of each language in itself, for the language picker. */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = {
  en: 'English',
  tw: '繁體中文',
  cn: '简体中文',
  in: 'Bahasa Indonesia',
};

/** SPEC §7 GET /api2/langs/ui and /api2/langs/translation: each language's code and its own name. */
export type LanguagesResult = { languages: { code: UiLanguage; name: string }[] };

/** The BCP 47 tag of each interface language: the html lang attribute, mail, and Intl formatting. */
export const LANGUAGE_TAGS: Record<UiLanguage, string> = { en: 'en', tw: 'zh-Hant', cn: 'zh-Hans', in: 'id' };

/** Browser and BCP 47 tags that map onto our codes. */
const BROWSER_TAGS: Record<string, UiLanguage> = {
  en: 'en',
  zh: 'cn',
  'zh-cn': 'cn',
  'zh-sg': 'cn',
  'zh-hans': 'cn',
  'zh-tw': 'tw',
  'zh-hk': 'tw',
  'zh-mo': 'tw',
  'zh-hant': 'tw',
  id: 'in',
  in: 'in',
  ms: 'in',
};

export const isUiLanguage = (code: unknown): code is UiLanguage =>
  typeof code === 'string' && (UI_LANGUAGES as readonly string[]).includes(code);

/** Any code we accept (ours, the aliases, a browser tag) to the interface language we show. */
export function resolveUiLanguage(code: string | null | undefined): UiLanguage {
  if (!code) return FALLBACK_LANGUAGE;
  const lower = code.trim().toLowerCase();
  if (isUiLanguage(lower)) return lower;
  if (ACCEPTED_ALIASES[lower]) return ACCEPTED_ALIASES[lower];
  if (BROWSER_TAGS[lower]) return BROWSER_TAGS[lower];
  // 'zh-Hant-TW' (Safari, iOS) must be read by its script before its primary tag.
  const [primary = '', second = ''] = lower.split('-');
  return BROWSER_TAGS[`${primary}-${second}`] ?? BROWSER_TAGS[primary] ?? FALLBACK_LANGUAGE;
}

/** Parses an Accept-Language header into tags, best first. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag)
    .slice(0, 20);
}

/** SPEC §1: English is always among the feed languages. Keeps the given order of preference. */
export function withEnglish(langs: readonly string[]): UiLanguage[] {
  const list = [...new Set(langs.filter(isUiLanguage))];
  return list.includes('en') ? list : [...list, 'en'];
}

/**
 * SPEC §1: the feed language list comes from the profile; otherwise from the browser's languages,
 * with English always included.
 */
export function feedLanguages(
  profileLangs: readonly string[] | null | undefined,
  browserTags: readonly string[],
  /** Issue 13: languages a guest added with one click (the feedLangs cookie), before the browser's. */
  addedLangs: readonly string[] = [],
): UiLanguage[] {
  if (profileLangs && profileLangs.length > 0) return withEnglish(profileLangs);
  return withEnglish([...addedLangs, ...browserTags.map(resolveUiLanguage)]);
}

/** The feedLangs cookie's value: interface language codes joined by commas; anything else is dropped. */
export function parseAddedLangs(cookie: string | undefined): UiLanguage[] {
  return [...new Set((cookie ?? '').split(',').filter(isUiLanguage))];
}
