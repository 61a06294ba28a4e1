import { isVideoEmbedSrc, VIDEO_EMBED_SANDBOX } from '@masthead/core';
import sanitizeHtml from 'sanitize-html';
import { AppError } from '../http/app-error.ts';

/**
 * TESTING §6: the one HTML sanitiser. Every rich text the app stores (comments, story bodies, messages)
 * passes through `sanitizeRichText` before it is written; the web's one sink (`app/ui/rich-text.tsx`)
 * shows only what came out of here. The output is re-serialised from a parse: only allowlisted tags and
 * attributes, all text and attribute values escaped, so a browser parses it exactly as it reads here.
 */

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'code',
  'pre',
  'img',
  'figure',
  'figcaption',
];

/** Elements whose content is not text to keep: their whole content goes with them. */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frameset',
  'template',
  'title',
  'plaintext',
  'object',
  'embed',
  'svg',
  'math',
  'head',
];

/** Links go to the web or to a mail address; nothing relative, no other scheme. */
const SAFE_HREF = /^(?:https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s]+)$/i;

/** Pictures are this site's own stored images (with an optional focal point) or come over https. */
const SAME_SITE_IMAGE =
  /^\/images\/(?:[A-Za-z0-9_-]{1,100}\/){0,4}[A-Za-z0-9_-]{1,100}\.(?:jpg|png|webp|gif)(?:\?focalPoint=\d{1,3}(?:\.\d{1,2})?,\d{1,3}(?:\.\d{1,2})?)?$/;
const HTTPS_IMAGE = /^https:\/\/[^\s/?#]+[^\s]*$/i;

/** A limit on an attribute value, so one link cannot be most of a comment. */
const MAX_URL_LENGTH = 2000;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
  enforceHtmlBoundary: false,
  nestingLimit: 40,
  transformTags: {
    a: (_tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      // Tags keep their names here (a renamed tag confuses the library's end-tag bookkeeping); a link
      // without an address loses its tag in exclusiveFilter and keeps its text.
      if (href.length > MAX_URL_LENGTH || !SAFE_HREF.test(href)) return { tagName: 'a', attribs: {} };
      // Readers' links are not endorsed by the site (nofollow ugc) and cannot reach back to this page.
      const kept: Record<string, string> = { href, rel: 'nofollow ugc noopener noreferrer' };
      if (!/^mailto:/i.test(href)) kept.target = '_blank';
      return { tagName: 'a', attribs: kept };
    },
    img: (_tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const allowed = src.length <= MAX_URL_LENGTH && (SAME_SITE_IMAGE.test(src) || HTTPS_IMAGE.test(src));
      const kept: Record<string, string> = allowed ? { src, alt: (attribs.alt ?? '').slice(0, 300) } : {};
      return { tagName: 'img', attribs: kept };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !frame.attribs.src;
    if (frame.tag === 'a') {
      if (!frame.attribs.href) return 'excludeTag';
      // An empty link is an invisible click target.
      return frame.text.trim() === '' && frame.mediaChildren.length === 0;
    }
    return false;
  },
};

/**
 * Content bodies (not comments) may hold video players: an iframe only directly inside a figure, only
 * with a YouTube (no-cookie) or Vimeo player address, and only with the fixed attributes below. Built
 * per call: it tracks the open elements to know each iframe's parent.
 */
function embedOptions(): sanitizeHtml.IOptions {
  const open: string[] = [];
  const base = OPTIONS.exclusiveFilter;
  return {
    ...OPTIONS,
    allowedTags: [...ALLOWED_TAGS, 'iframe'],
    allowedAttributes: {
      ...OPTIONS.allowedAttributes,
      iframe: ['src', 'title', 'allowfullscreen', 'sandbox', 'loading', 'referrerpolicy'],
    },
    allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
    onOpenTag: (name) => {
      open.push(name);
    },
    onCloseTag: (name) => {
      const index = open.lastIndexOf(name);
      if (index >= 0) open.length = index;
    },
    transformTags: {
      ...OPTIONS.transformTags,
      iframe: (_tagName, attribs): sanitizeHtml.Tag => {
        const src = (attribs.src ?? '').trim();
        // onOpenTag has pushed this iframe already: its parent is the element before it.
        if (open.at(-2) !== 'figure' || !isVideoEmbedSrc(src))
          return { tagName: 'iframe', attribs: {}, text: '' };
        const title = (attribs.title ?? '').replace(/\s+/g, ' ').trim().slice(0, 200) || 'Video';
        return {
          tagName: 'iframe',
          attribs: {
            src,
            title,
            allowfullscreen: '',
            sandbox: VIDEO_EMBED_SANDBOX,
            loading: 'lazy',
            referrerpolicy: 'strict-origin-when-cross-origin',
          },
          // A player has no fallback content worth keeping.
          text: '',
        };
      },
    },
    exclusiveFilter: (frame) => {
      if (frame.tag === 'iframe') return !frame.attribs.src;
      // A figure whose player was refused would be an empty box.
      if (frame.tag === 'figure') return frame.text.trim() === '' && frame.mediaChildren.length === 0;
      return base ? base(frame) : false;
    },
  };
}

export type SanitizeOptions = {
  /** Longest sanitised HTML accepted, in characters; longer input is a field error. */
  maxLength: number;
  /** The field named in the error (default 'body'). */
  field?: string;
  /** Keep YouTube and Vimeo players (content bodies only; comments never keep iframes). */
  embeds?: boolean;
};

/** The allowlisted HTML of a rich text; throws a 'validation.too.long' field error above maxLength. */
export function sanitizeRichText(html: string, options: SanitizeOptions): string {
  const field = options.field ?? 'body';
  // Parsing is linear, but there is no reason to parse what cannot fit (markup only ever shrinks).
  if (html.length > options.maxLength * 4) throw tooLong(field);
  const clean = sanitizeHtml(html.replaceAll('\u0000', ''), options.embeds ? embedOptions() : OPTIONS).trim();
  if (clean.length > options.maxLength) throw tooLong(field);
  return clean;
}

const tooLong = (field: string) =>
  new AppError('validation.failed', { fields: { [field]: 'validation.too.long' } });

/** Block boundaries become spaces, so '<p>a</p><p>b</p>' reads 'a b' rather than 'ab'. */
const BLOCK_BOUNDARY = /<\/?(?:p|br|li|ul|ol|h[1-6]|div|blockquote|pre|figure|figcaption|tr|td|th|hr)\b/gi;

const TEXT_ONLY: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
};

/**
 * The text a reader would see, on one line: for emptiness checks, meta descriptions and notifications.
 * Not HTML: escape it wherever it is shown (React does).
 */
export function plainTextFromHtml(html: string): string {
  const text = sanitizeHtml(html.replaceAll('\u0000', '').replace(BLOCK_BOUNDARY, ' $&'), TEXT_ONLY);
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/(?:\s|\u200b|\u200c|\u200d|\u2060|\ufeff)+/g, ' ')
    .trim();
}
