import type { UiLanguage } from '../i18n/languages.ts';

/**
 * SPEC §9's embedded social comments: the comments a blog post has on a social network, shown beside
 * the native ones on its imported story. Only on demand: the provider's frame is made when the reader
 * asks for it, so nothing of the provider loads before.
 */
export const SOCIAL_COMMENTS = { posts: 5, width: 550 } as const;

export const SOCIAL_COMMENT_PROVIDERS = ['facebook'] as const;
export type SocialCommentsProvider = (typeof SOCIAL_COMMENT_PROVIDERS)[number];

/** The markup of Facebook's comments plugin: its SDK element or its frame. */
const FACEBOOK_COMMENTS =
  /class\s*=\s*["'][^"']*\bfb-comments\b|facebook\.com\/plugins\/comments(?:\.php)?\?/i;

/** Which provider's comments a blog post's page embeds, or null for none. */
export function socialCommentsIn(html: string): SocialCommentsProvider | null {
  return FACEBOOK_COMMENTS.test(html) ? 'facebook' : null;
}

const FACEBOOK_LOCALES: Record<UiLanguage, string> = { en: 'en_US', tw: 'zh_TW', cn: 'zh_CN', in: 'id_ID' };

/** The plugin frame's address: the comments on the post at `href`, SPEC §9's count and width, in `lang`. */
export function socialCommentsFrameUrl(href: string, lang: UiLanguage): string {
  const query = new URLSearchParams({
    href,
    numposts: String(SOCIAL_COMMENTS.posts),
    width: String(SOCIAL_COMMENTS.width),
    locale: FACEBOOK_LOCALES[lang],
  });
  return `https://www.facebook.com/plugins/comments.php?${query}`;
}

/** Where the frame comes from, for the page's Content-Security-Policy (frame-src). */
export const SOCIAL_COMMENTS_ORIGIN = 'https://www.facebook.com';
