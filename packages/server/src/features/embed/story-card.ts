import { type ContentSummary, imagePath, isUiLanguage, LANGUAGE_TAGS, translate } from '@masthead/core';
import { escapeHtml } from '../mail/templates.ts';
import { PROVIDER_NAME } from './oembed.ts';

/**
 * The single-story card another site frames (oEmbed's html): a small page of its own, no app script,
 * styled by one nonce'd stylesheet, every text escaped. Links open the story on our site in a new tab.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans TC",sans-serif;background:#fff;color:#1a1a1a}
body.dark{background:#15171a;color:#eceef0}
a{color:inherit;text-decoration:none}
.card{display:block;border:1px solid #d6d9dc;border-radius:10px;overflow:hidden;max-width:550px}
.dark .card{border-color:#3a3f45}
.card:hover .title,.card:focus-visible .title{text-decoration:underline}
.card:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
img{display:block;width:100%;height:260px;object-fit:cover}
.body{padding:14px 16px}
.kicker{margin:0 0 4px;font-size:13px;font-weight:600;color:#5a6f80}
.dark .kicker{color:#a9b8c5}
.title{margin:0 0 6px;font-size:19px;line-height:1.3}
.desc{margin:0 0 8px;color:#444;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.dark .desc{color:#c9cdd1}
.meta{margin:0;font-size:13px;color:#5c6166}
.dark .meta{color:#a9afb5}
.premium{display:inline-block;margin-left:6px;padding:0 6px;border-radius:4px;background:#f3ae3d;color:#000;font-size:12px}
`;

export const storyCardPolicy = (nonce: string) =>
  [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' https: data:",
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; ');

function dateText(iso: string | null, lang: string) {
  if (!iso) return '';
  const tag = isUiLanguage(lang) ? LANGUAGE_TAGS[lang] : 'en';
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

export function storyCardHtml(
  origin: string,
  story: ContentSummary,
  options: { nonce: string; theme: 'light' | 'dark' },
): string {
  const e = escapeHtml;
  const photo = story.photoPath ? `<img src="${e(origin + imagePath(story.photoPath, 'xl'))}" alt="">` : '';
  // The card speaks its story's language.
  const uiLang = isUiLanguage(story.lang) ? story.lang : 'en';
  const premium = story.premium
    ? ` <span class="premium">${e(translate(uiLang, 'embed.widget.premium'))}</span>`
    : '';
  const lang = LANGUAGE_TAGS[uiLang];
  const date = dateText(story.publishedAt, story.lang);
  return `<!doctype html>
<html lang="${e(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${e(story.title)} · ${PROVIDER_NAME}</title>
<link rel="canonical" href="${e(origin + story.url)}">
<style nonce="${e(options.nonce)}">${STYLE}</style></head>
<body class="${options.theme}"><main><a class="card" href="${e(origin + story.url)}" target="_blank" rel="noopener">${photo}<div class="body">
<p class="kicker">${e(story.publisher.displayName)} · ${PROVIDER_NAME}</p>
<h1 class="title">${e(story.title)}${premium}</h1>
${story.description ? `<p class="desc">${e(story.description)}</p>` : ''}
<p class="meta">${e(story.author.displayName)}${date ? ` · <time datetime="${e(story.publishedAt ?? '')}">${e(date)}</time>` : ''}</p>
</div></a></main></body></html>`;
}
