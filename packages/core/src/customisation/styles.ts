import { invertedTextColor, parseBrandColor } from '../magazines/brand-colors.ts';

/**
 * SPEC §3 customised page settings: the layouts, the style keys with their defaults, and which keys
 * follow the brand's primary colour (and its inverted text, SPEC §5). Every value that reaches a page
 * is one of these: a colour parsed to '#rrggbb(aa)', a font from the allowlist, or a display toggle,
 * so nothing a person types can become CSS or markup (TESTING §6).
 */

/** SPEC §3: the layouts of a customised page; multiple-columns is the default. */
export const PAGE_LAYOUTS = ['multiple-columns', 'single-column', 'magazine-layout'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];
export const DEFAULT_LAYOUT: PageLayout = 'multiple-columns';

/** SPEC §9: the main feed shows 6 stories at first (7 in magazine-layout); at most 15 featured. */
export const MAIN_FEED_LIMIT = 6;
export const MAGAZINE_LAYOUT_FEED_LIMIT = 7;
export const FEATURED_MAX = 15;
export const mainFeedLimit = (layout: PageLayout) =>
  layout === 'magazine-layout' ? MAGAZINE_LAYOUT_FEED_LIMIT : MAIN_FEED_LIMIT;

/** The fonts a page may use: each a CSS font-family list written here, never typed by a person. */
export const PAGE_FONTS = [
  'ProximaNova,sans-serif',
  'Georgia,serif',
  'Merriweather,Georgia,serif',
  'Lora,Georgia,serif',
  '"Helvetica Neue",Arial,sans-serif',
  'system-ui,sans-serif',
  '"Courier New",monospace',
] as const;
export type PageFont = (typeof PAGE_FONTS)[number];
export const DEFAULT_FONT: PageFont = 'ProximaNova,sans-serif';

/** The colour keys, by the tab of the side panel that sets them. */
export const COLOR_KEYS = [
  'coverBgColor',
  'coverTextColor',
  'coverNameColor',
  'coverDescriptionColor',
  'coverSocialIconColor',
  'searchBarTextColor',
  'footerBgColor',
  'footerTextColor',
  'pageBgColor',
  'pageLoadMoreButtonColor',
  'pageOpenContributionButtonBgColor',
  'pageOpenContributionButtonTextColor',
  'articleHeaderBgColor',
  'articleFixedHeaderTextColor',
  'articlePageBgColor',
] as const;
export type ColorKey = (typeof COLOR_KEYS)[number];
export const FONT_KEYS = ['globalFont', 'articleFont'] as const;
export type FontKey = (typeof FONT_KEYS)[number];
/** Display toggles: 'none' hides the part, '' shows it. footerHide removes the default footer (SPEC §6). */
export const TOGGLE_KEYS = ['coverHide', 'footerHide'] as const;
export type ToggleKey = (typeof TOGGLE_KEYS)[number];
export const STYLE_KEYS = [...COLOR_KEYS, ...FONT_KEYS, ...TOGGLE_KEYS] as const;
export type StyleKey = (typeof STYLE_KEYS)[number];

export type PageStyles = Record<ColorKey, string> &
  Record<FontKey, PageFont> &
  Record<ToggleKey, '' | 'none'>;

/** SPEC §3's defaults; the keys SPEC names without one follow the cover (text white) and the button. */
export const STYLE_DEFAULTS: PageStyles = {
  coverHide: '',
  coverBgColor: '#000000',
  coverTextColor: '#ffffff',
  coverNameColor: '#ffffff',
  coverDescriptionColor: '#ffffff',
  coverSocialIconColor: '#ffffff',
  searchBarTextColor: '#000',
  footerBgColor: '#5A6F80',
  footerTextColor: '#ffffff',
  footerHide: '',
  pageBgColor: '#ffffff',
  pageLoadMoreButtonColor: '#000000',
  pageOpenContributionButtonBgColor: '#000000',
  pageOpenContributionButtonTextColor: '#ffffff',
  globalFont: DEFAULT_FONT,
  articleHeaderBgColor: '#000',
  articleFixedHeaderTextColor: '#fff',
  articlePageBgColor: '#ffffff',
  articleFont: DEFAULT_FONT,
};

/** SPEC §3: the keys that take the brand's primary colour, and those that take its inverted text. */
export const PRIMARY_COLOR_KEYS = [
  'coverBgColor',
  'searchBarTextColor',
  'articleHeaderBgColor',
  'pageOpenContributionButtonBgColor',
] as const satisfies readonly ColorKey[];
export const INVERTED_TEXT_KEYS = [
  'coverTextColor',
  'coverNameColor',
  'coverDescriptionColor',
  'coverSocialIconColor',
  'articleFixedHeaderTextColor',
  'pageOpenContributionButtonTextColor',
] as const satisfies readonly ColorKey[];

/** The styles with the primary-colour keys set to `primary` and the inverted-text keys by SPEC §5. */
export function withPrimaryColor(styles: PageStyles, primary: string): PageStyles {
  const color = parseBrandColor(primary);
  if (!color) return styles;
  const next = { ...styles };
  for (const key of PRIMARY_COLOR_KEYS) next[key] = color;
  const text = invertedTextColor(color);
  for (const key of INVERTED_TEXT_KEYS) next[key] = text;
  return next;
}

/** A page's defaults: SPEC §3's, following the brand's primary colour (its first) when it has one. */
export const defaultStyles = (primary?: string | null): PageStyles =>
  primary ? withPrimaryColor(STYLE_DEFAULTS, primary) : { ...STYLE_DEFAULTS };

/** The longest colour text looked at ('rgba(255, 255, 255, 0.1234)' and some spaces). */
export const COLOR_TEXT_MAX = 40;

/** The saved styles over the page's defaults. */
export const resolveStyles = (
  saved: Partial<PageStyles> | undefined,
  primary?: string | null,
): PageStyles => ({
  ...defaultStyles(primary),
  ...saved,
});
