/**
 * SPEC §9 sharing: a link per network, opened in a popup of the network's size (550x450 unless the
 * network's own dialog needs more room), and the tweet text rule: at most 140 characters, the link
 * counted as 25 whatever its real length, the title shortened with an ellipsis to make room.
 */

export type PopupSize = { width: number; height: number };

/** SPEC §9: the share popup is 550x450; other sizes vary by network. */
export const DEFAULT_POPUP_SIZE: PopupSize = { width: 550, height: 450 };

/** SPEC §9: tweet text is 140 characters, with the link counted as 25. */
export const TWEET_MAX_LENGTH = 140;
export const TWEET_LINK_LENGTH = 25;
export const ELLIPSIS = '…';

export const SHARE_NETWORKS = [
  'facebook',
  'twitter',
  'linkedin',
  'pinterest',
  'reddit',
  'whatsapp',
  'email',
] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/**
 * Popup sizes per network; null opens no popup (mail goes to the mail program). The sizes other than
 * the default are the ones each network's share dialog lays out without scrolling.
 */
export const SHARE_POPUP_SIZES: Record<ShareNetwork, PopupSize | null> = {
  facebook: DEFAULT_POPUP_SIZE,
  twitter: DEFAULT_POPUP_SIZE,
  linkedin: { width: 600, height: 600 },
  pinterest: { width: 750, height: 550 },
  reddit: { width: 850, height: 600 },
  whatsapp: { width: 600, height: 600 },
  email: null,
};

/** What is shared (SPEC §3 story share object): the page, its title, and whom to credit on the microblog. */
export type ShareTarget = {
  /** Absolute address of the page (or its short link). */
  url: string;
  title: string;
  description?: string | undefined;
  /** An absolute image address, for networks that show one (pinboard). */
  imageUrl?: string | undefined;
  /** SPEC §3 publisher.twitter, else the site's twitterUsername: credited as 'via @name'. */
  via?: string | undefined;
};

/** A microblog handle: letters, digits and underscore, 1 to 15 (anything else is dropped). */
export function cleanHandle(handle: string | null | undefined): string | null {
  const value = (handle ?? '').trim().replace(/^@/, '');
  return /^\w{1,15}$/.test(value) ? value : null;
}

/** Characters as a reader counts them: code points, so an emoji or a CJK character is never split. */
export const characterCount = (text: string) => Array.from(text).length;

/** Cuts text to at most `max` characters (code points), ending in an ellipsis when it was cut. */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  if (max <= 0) return '';
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}

/** Whitespace runs (line breaks in a title) become one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The tweet's own text (the network appends ' {url}' and ' via @{via}'): the title, shortened so that
 * text + space + link (25) + via part stays within 140.
 */
export function tweetText(title: string, via?: string | null): string {
  const handle = cleanHandle(via);
  const viaLength = handle ? characterCount(` via @${handle}`) : 0;
  const budget = TWEET_MAX_LENGTH - TWEET_LINK_LENGTH - 1 - viaLength;
  return truncate(oneLine(title), budget);
}

/** The length the microblog counts for a tweet of this text, link and credit (the link as 25). */
export function tweetLength(text: string, via?: string | null): number {
  const handle = cleanHandle(via);
  return characterCount(text) + 1 + TWEET_LINK_LENGTH + (handle ? characterCount(` via @${handle}`) : 0);
}

const withQuery = (base: string, params: Record<string, string | null | undefined>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  return `${base}?${query.toString()}`;
};

/** The network's share address for a target. */
export function shareUrl(network: ShareNetwork, target: ShareTarget): string {
  const title = oneLine(target.title);
  switch (network) {
    case 'facebook':
      return withQuery('https://www.facebook.com/sharer/sharer.php', { u: target.url });
    case 'twitter':
      return withQuery('https://twitter.com/intent/tweet', {
        text: tweetText(title, target.via),
        url: target.url,
        via: cleanHandle(target.via),
      });
    case 'linkedin':
      return withQuery('https://www.linkedin.com/sharing/share-offsite/', { url: target.url });
    case 'pinterest':
      return withQuery('https://www.pinterest.com/pin/create/button/', {
        url: target.url,
        media: target.imageUrl,
        description: truncate(title, 500),
      });
    case 'reddit':
      return withQuery('https://www.reddit.com/submit', { url: target.url, title: truncate(title, 300) });
    case 'whatsapp':
      return withQuery('https://api.whatsapp.com/send', { text: `${title} ${target.url}` });
    case 'email': {
      // mailto wants %20 for spaces, not '+'.
      const subject = encodeURIComponent(truncate(title, 200));
      const body = encodeURIComponent(
        [target.description ? oneLine(target.description) : '', target.url].filter(Boolean).join('\n\n'),
      );
      return `mailto:?subject=${subject}&body=${body}`;
    }
  }
}

/** The screen the popup is centred on (the opener window's position and outer size). */
export type ScreenBox = { left: number; top: number; width: number; height: number };

/**
 * window.open features for a popup of `size` centred over `screen` (never off its top-left corner).
 * 'noopener' is left out because it makes window.open answer null, which hides a blocked popup; the
 * caller cuts the opener link itself.
 */
export function popupFeatures(size: PopupSize, screen: ScreenBox): string {
  const left = Math.max(0, Math.round(screen.left + (screen.width - size.width) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - size.height) / 2));
  return `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top}`;
}

/** Whom a story's tweet credits ('via @name'): the publisher's handle, else the site's (SPEC §3). */
export const shareVia = (share: {
  twitterUsername: string | null;
  publisher: { twitter: string | null };
}): string | null => cleanHandle(share.publisher.twitter) ?? cleanHandle(share.twitterUsername);
