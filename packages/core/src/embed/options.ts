/**
 * SPEC §1 and §3: the options of the blog embed feed script (/js/ext/feed.embed.js), their defaults and
 * the strict checks every value passes. Pure and free of zod: the embed script bundles this file, the
 * customiser page builds its snippet from it, and nothing outside these lists ever reaches CSS or the DOM.
 */

/** SPEC §3 page layouts: several columns, one column, or one large story above the rest. */
export const EMBED_LAYOUTS = ['multiple-columns', 'single-column', 'magazine-layout'] as const;
/** How one story is drawn: a card with its photo, a row with a thumbnail, or text alone. */
export const EMBED_ITEM_STYLES = ['card', 'row', 'text'] as const;
export const EMBED_COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;
/** The languages a feed may start filtered to ('all' or one of the feed language codes). */
export const EMBED_LANGUAGES = ['all', 'en', 'tw', 'cn', 'in'] as const;

/**
 * Fonts by name: only these stacks are ever written into the embed's stylesheet, so a font option can
 * never carry CSS of its own.
 */
export const EMBED_FONTS = {
  inherit: 'inherit',
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  serif: 'Georgia, "Times New Roman", serif',
  'sans-serif': 'Helvetica, Arial, sans-serif',
  monospace: 'ui-monospace, Menlo, Consolas, monospace',
  georgia: 'Georgia, serif',
  verdana: 'Verdana, Geneva, sans-serif',
  trebuchet: '"Trebuchet MS", sans-serif',
  'noto-sans-cjk': '"Noto Sans CJK TC", "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", sans-serif',
} as const;
export type EmbedFont = keyof typeof EMBED_FONTS;

/** The five text parts whose font and colour a publisher may set (SPEC §3). */
export const EMBED_TEXT_PARTS = ['title', 'description', 'author', 'topic', 'date'] as const;
export type EmbedTextPart = (typeof EMBED_TEXT_PARTS)[number];

/** SPEC §9: the default main feed limit is 6; a page of an embed holds 1 to 30 stories. */
export const EMBED_PAGE_SIZE_DEFAULT = 6;
export const EMBED_PAGE_SIZE_MAX = 30;

export type EmbedOptions = {
  /** The profile (person, publisher or magazine) whose stories the feed shows. */
  userId: number;
  /** The customiser's live preview: links do not navigate. */
  isCustomizing: boolean;
  /** A branded card above the feed with the publisher's photo, name, bio and a link to their page. */
  showFandedCard: boolean;
  pagesize: number;
  /** The Masthead site the feed is read from (an http(s) origin); the script's own origin when empty. */
  domain: string;
  defaultLanguage: (typeof EMBED_LANGUAGES)[number];
  showLanguageFilter: boolean;
  showSearch: boolean;
  colorScheme: (typeof EMBED_COLOR_SCHEMES)[number];
  /** Load the next page on scrolling near the end instead of a Load more button. */
  infiniteLoad: boolean;
  itemStyle: (typeof EMBED_ITEM_STYLES)[number];
  layout: (typeof EMBED_LAYOUTS)[number];
  showAuthorDetail: boolean;
  fonts: Record<EmbedTextPart, EmbedFont>;
  /** A colour per text part, or '' for the colour scheme's own. */
  colors: Record<EmbedTextPart, string>;
};

export const EMBED_DEFAULTS: Omit<EmbedOptions, 'userId'> = {
  isCustomizing: false,
  showFandedCard: true,
  pagesize: EMBED_PAGE_SIZE_DEFAULT,
  domain: '',
  defaultLanguage: 'all',
  showLanguageFilter: true,
  showSearch: true,
  colorScheme: 'light',
  infiniteLoad: false,
  itemStyle: 'card',
  layout: 'multiple-columns',
  showAuthorDetail: true,
  fonts: { title: 'inherit', description: 'inherit', author: 'inherit', topic: 'inherit', date: 'inherit' },
  colors: { title: '', description: '', author: '', topic: '', date: '' },
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const CHANNEL = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|\\d\\d?)';
const ALPHA = '(?:0|1|0?\\.\\d{1,3}|1\\.0{1,3})';
const RGB = new RegExp(`^rgba?\\(${CHANNEL}, ?${CHANNEL}, ?${CHANNEL}(?:, ?${ALPHA})?\\)$`);

/** A colour is '#rgb', '#rgba', '#rrggbb', '#rrggbbaa', 'rgb(r,g,b)' or 'rgba(r,g,b,a)'; nothing else. */
export const isEmbedColor = (value: string): boolean =>
  value.length <= 30 && (HEX.test(value) || RGB.test(value));

export const isEmbedFont = (value: string): value is EmbedFont => Object.hasOwn(EMBED_FONTS, value);

/** An http(s) origin with no path, user or query ('https://example.com', 'http://localhost:3000'). */
export function embedOrigin(value: string): string | null {
  if (value.length > 200) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || url.search || url.hash || (url.pathname && url.pathname !== '/'))
      return null;
    return url.origin;
  } catch {
    return null;
  }
}

const oneOf = <T extends string>(list: readonly T[], value: string | undefined, fallback: T): T =>
  value !== undefined && (list as readonly string[]).includes(value) ? (value as T) : fallback;

const flag = (value: string | undefined, fallback: boolean) =>
  value === 'true' || value === '1' || value === ''
    ? true
    : value === 'false' || value === '0'
      ? false
      : fallback;

/** The attribute name of an option: userId → data-user-id, titleColor → data-title-color. */
export const embedAttribute = (option: string) =>
  `data-${option.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The flat option names a snippet or a config object uses for fonts and colours. */
export const fontOption = (part: EmbedTextPart) => `${part}Font`;
export const colorOption = (part: EmbedTextPart) => `${part}Color`;

/**
 * Reads options from flat text values (data- attributes or a config object); any value that fails its
 * check takes its default, so a mistyped snippet still shows a feed. Null without a valid userId.
 */
export function parseEmbedOptions(read: (option: string) => string | undefined): EmbedOptions | null {
  const userIdText = read('userId');
  if (!userIdText || !/^[1-9]\d{0,15}$/.test(userIdText) || !Number.isSafeInteger(Number(userIdText)))
    return null;
  const d = EMBED_DEFAULTS;
  const pagesizeText = read('pagesize');
  const pagesize = pagesizeText && /^\d{1,2}$/.test(pagesizeText) ? Number(pagesizeText) : d.pagesize;
  const fonts = { ...d.fonts };
  const colors = { ...d.colors };
  for (const part of EMBED_TEXT_PARTS) {
    const font = read(fontOption(part));
    if (font !== undefined && isEmbedFont(font)) fonts[part] = font;
    const color = read(colorOption(part))?.trim();
    if (color && isEmbedColor(color)) colors[part] = color;
  }
  return {
    userId: Number(userIdText),
    isCustomizing: flag(read('isCustomizing'), d.isCustomizing),
    showFandedCard: flag(read('showFandedCard'), d.showFandedCard),
    pagesize: pagesize >= 1 && pagesize <= EMBED_PAGE_SIZE_MAX ? pagesize : d.pagesize,
    domain: embedOrigin(read('domain') ?? '') ?? '',
    defaultLanguage: oneOf(EMBED_LANGUAGES, read('defaultLanguage'), d.defaultLanguage),
    showLanguageFilter: flag(read('showLanguageFilter'), d.showLanguageFilter),
    showSearch: flag(read('showSearch'), d.showSearch),
    colorScheme: oneOf(EMBED_COLOR_SCHEMES, read('colorScheme'), d.colorScheme),
    infiniteLoad: flag(read('infiniteLoad'), d.infiniteLoad),
    itemStyle: oneOf(EMBED_ITEM_STYLES, read('itemStyle'), d.itemStyle),
    layout: oneOf(EMBED_LAYOUTS, read('layout'), d.layout),
    showAuthorDetail: flag(read('showAuthorDetail'), d.showAuthorDetail),
    fonts,
    colors,
  };
}

/** Each option as the flat text a snippet carries, leaving out what equals its default. */
export function embedAttributes(options: EmbedOptions): [string, string][] {
  const entries: [string, string][] = [['userId', String(options.userId)]];
  const d = EMBED_DEFAULTS;
  const simple = [
    'isCustomizing',
    'showFandedCard',
    'pagesize',
    'domain',
    'defaultLanguage',
    'showLanguageFilter',
    'showSearch',
    'colorScheme',
    'infiniteLoad',
    'itemStyle',
    'layout',
    'showAuthorDetail',
  ] as const;
  for (const key of simple) if (options[key] !== d[key]) entries.push([key, String(options[key])]);
  for (const part of EMBED_TEXT_PARTS) {
    if (options.fonts[part] !== d.fonts[part]) entries.push([fontOption(part), options.fonts[part]]);
    if (options.colors[part] !== d.colors[part]) entries.push([colorOption(part), options.colors[part]]);
  }
  return entries;
}

/** The path of the script; the server serves it also under a content-hashed name. */
export const EMBED_SCRIPT_PATH = '/js/ext/feed.embed.js';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The one script tag a publisher pastes into their site. */
export function embedSnippet(origin: string, options: EmbedOptions): string {
  const attributes = embedAttributes({ ...options, isCustomizing: false })
    .map(([key, value]) => `\n  ${embedAttribute(key)}="${escapeAttribute(value)}"`)
    .join('');
  return `<script async src="${escapeAttribute(origin)}${EMBED_SCRIPT_PATH}"${attributes}></script>`;
}
