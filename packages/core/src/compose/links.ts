/**
 * Links and video embeds in rich text (SPEC §5 'Link text is auto-linked only when it looks like a
 * domain'). Pure rules shared by the editor (auto-linking, the link and embed dialogs) and the server's
 * sanitiser (which embeds it keeps).
 */

/** Generic top-level domains common enough in prose to link without a scheme or 'www.'. */
const GENERIC_TLDS = new Set([
  'com',
  'org',
  'net',
  'edu',
  'gov',
  'mil',
  'int',
  'info',
  'biz',
  'name',
  'pro',
  'app',
  'dev',
  'blog',
  'news',
  'xyz',
  'online',
  'site',
  'tech',
  'store',
  'shop',
  'art',
  'design',
  'page',
  'cloud',
  'world',
  'live',
  'media',
  'studio',
  'space',
  'website',
  'digital',
  'agency',
  'network',
  'today',
  'social',
  'life',
  'asia',
  'travel',
  'museum',
  'coop',
  'aero',
  'jobs',
  'mobi',
  'tel',
  'io',
  'ai',
  'co',
  'me',
  'tv',
  'fm',
  'gg',
]);

/**
 * Two-letter country domains that are more often a file's extension in prose ('notes.md', 'run.sh'):
 * linked only with a scheme or 'www.'.
 */
const FILE_LIKE_TLDS = new Set(['md', 'py', 'sh', 'rs', 'ps', 'cs', 'rb', 'pl', 'so', 'mk', 'am', 'js']);

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;
const SCHEME = /^https?:\/\//i;

/** Splits 'host[:port][/path…]' into the host; null when the rest is not a path, query or fragment. */
function hostOf(rest: string): string | null {
  const match = /^([^/?#:]+)(?::(\d{1,5}))?(?:[/?#]\S*)?$/.exec(rest);
  return match?.[1] ?? null;
}

/**
 * Whether a piece of text looks like a web address: 'example.com', 'www.x.co.uk', 'https://a.io/path'
 * yes; 'e.g.', 'file.txt', 'hello', '1.5', 'Mr.Smith' no. Without a scheme or 'www.' the last label
 * must be a known generic domain or a two-letter country code that is not usually a file extension.
 */
export function looksLikeDomain(text: string): boolean {
  const value = text.trim();
  if (value === '' || value.length > 2000 || /\s|@/.test(value)) return false;
  const schemed = SCHEME.test(value);
  const host = hostOf(schemed ? value.replace(SCHEME, '') : value);
  if (!host) return false;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  const tld = (labels.at(-1) ?? '').toLowerCase();
  if (!/^(?:[a-z]{2,24}|xn--[a-z0-9-]{1,59})$/.test(tld)) return false;
  if (schemed || labels[0]?.toLowerCase() === 'www') return true;
  if (GENERIC_TLDS.has(tld)) return true;
  return tld.length === 2 && !FILE_LIKE_TLDS.has(tld);
}

/** Links the editor may set: the web or a mail address. */
const WEB_OR_MAIL = /^(?:https?:\/\/[^\s/?#]+\S*|mailto:[^\s@]+@[^\s@]+)$/i;

/**
 * What a writer typed into the link dialog as a link's address: full web and mail addresses as they
 * are, a bare domain with https:// in front; null for anything else (no other scheme, nothing relative).
 */
export function normaliseLinkHref(input: string): string | null {
  const value = input.trim();
  if (value === '' || value.length > 2000) return null;
  if (WEB_OR_MAIL.test(value)) return SCHEME.test(value) && !looksLikeDomain(value) ? null : value;
  if (/^[^\s@/:]+@[^\s@/:]+\.[a-z]{2,24}$/i.test(value)) return `mailto:${value}`;
  return looksLikeDomain(value) ? `https://${value}` : null;
}

/** The embed addresses the sanitiser keeps (and the only ones the editor makes). */
export const VIDEO_EMBED_SRC = {
  youtube: /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{6,20}$/,
  vimeo: /^https:\/\/player\.vimeo\.com\/video\/\d{1,12}$/,
} as const;

export type VideoProvider = keyof typeof VIDEO_EMBED_SRC;

export const isVideoEmbedSrc = (src: string): boolean =>
  VIDEO_EMBED_SRC.youtube.test(src) || VIDEO_EMBED_SRC.vimeo.test(src);

/** The fixed sandbox of every embedded player. */
export const VIDEO_EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * A YouTube or Vimeo page address (watch, share, shorts, embed, player) as the player address to
 * embed; null for anything else.
 */
export function parseVideoEmbed(input: string): { provider: VideoProvider; src: string } | null {
  let url: URL;
  try {
    const value = input.trim();
    url = new URL(SCHEME.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  const youtube = (id: string | null | undefined) =>
    id && YOUTUBE_ID.test(id)
      ? { provider: 'youtube' as const, src: `https://www.youtube-nocookie.com/embed/${id}` }
      : null;
  const vimeo = (id: string | undefined) =>
    id && /^\d{1,12}$/.test(id)
      ? { provider: 'vimeo' as const, src: `https://player.vimeo.com/video/${id}` }
      : null;

  if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === 'watch' && parts.length === 1) return youtube(url.searchParams.get('v'));
    if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '') && parts.length === 2)
      return youtube(parts[1]);
    return null;
  }
  if (host === 'youtu.be') return parts.length === 1 ? youtube(parts[0]) : null;
  if (host === 'www.youtube-nocookie.com' || host === 'youtube-nocookie.com')
    return parts[0] === 'embed' && parts.length === 2 ? youtube(parts[1]) : null;
  if (host === 'vimeo.com' || host === 'www.vimeo.com')
    return vimeo(parts.find((part) => /^\d+$/.test(part)));
  if (host === 'player.vimeo.com') return parts[0] === 'video' && parts.length === 2 ? vimeo(parts[1]) : null;
  return null;
}
