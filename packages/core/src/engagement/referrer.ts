import { REFERRER, type ReferrerCode } from '../achievements/kinds.ts';

/**
 * SPEC §3 referrer code of a page open, sent with every read (/api2/ua/read `subsection`) and counted by
 * achievements (one read counter per kind). The codes themselves are the table in achievements/kinds.ts;
 * this is the rule that picks one from `document.referrer`. The server only checks the range.
 */
type NetworkKind = Exclude<keyof typeof REFERRER, 'direct' | 'internal' | 'other'>;

/** A public suffix as networks use them: com, de, co.uk, com.au. */
const SUFFIX = String.raw`(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})`;

/** Hosts of each outside network; a subdomain (m., l., old.) counts as the network itself. */
const NETWORK_HOSTS: readonly [NetworkKind, RegExp][] = [
  // The search provider's former network sits under its main domain, so it is matched before anything else.
  ['searchSocial', new RegExp(String.raw`^(?:.+\.)?plus(?:\.url)?\.google\.${SUFFIX}$`)],
  ['socialNetwork', new RegExp(String.raw`^(?:.+\.)?(?:facebook\.${SUFFIX}|fb\.com|fb\.me)$`)],
  ['microblog', /^(?:.+\.)?(?:twitter\.com|x\.com|t\.co)$/],
  ['pinboard', new RegExp(String.raw`^(?:.+\.)?(?:pinterest\.${SUFFIX}|pin\.it)$`)],
  ['discussionBoard', /^(?:.+\.)?(?:reddit\.com|redd\.it)$/],
  ['stumble', /^(?:.+\.)?(?:stumbleupon\.com|mix\.com)$/],
  ['readLater', /^(?:.+\.)?(?:getpocket\.com|pocket\.co|instapaper\.com)$/],
  ['blogNetwork', /^(?:.+\.)?(?:tumblr\.com|medium\.com)$/],
  ['professionalNetwork', new RegExp(String.raw`^(?:.+\.)?(?:linkedin\.${SUFFIX}|lnkd\.in)$`)],
];

/** Android apps send `android-app://<package>/` as the referrer of a link they open. */
const APP_PACKAGES: readonly [NetworkKind, RegExp][] = [
  ['socialNetwork', /^com\.facebook\./],
  ['microblog', /^com\.twitter\./],
  ['pinboard', /^com\.pinterest(?:\.|$)/],
  ['discussionBoard', /^com\.reddit\./],
  ['readLater', /^(?:com\.ideashower\.readitlater|com\.instapaper)\b/],
  ['blogNetwork', /^(?:com\.tumblr|com\.medium)(?:\.|$)/],
  ['professionalNetwork', /^com\.linkedin\./],
];

/** Host of an absolute URL, lowercase, without credentials, port or trailing dot; null when there is none. */
function hostOf(url: string): { scheme: string; host: string } | null {
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#\\]*)/i.exec(url.trim());
  if (!match?.[1] || match[2] === undefined) return null;
  const authority = match[2].slice(match[2].lastIndexOf('@') + 1);
  const host = (authority.startsWith('[') ? authority.slice(0, authority.indexOf(']') + 1) : authority)
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
    .toLowerCase();
  return host ? { scheme: match[1].toLowerCase(), host } : null;
}

/** The site's own host without its port, its flavour (explore., connect., create.) or www. */
function baseHost(host: string): string {
  return host
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
    .toLowerCase()
    .replace(/^(?:www|explore|connect|create)\./, '');
}

/**
 * SPEC §3: the referrer code of a page open. `referrer` is `document.referrer` (empty or null when the
 * reader came directly), `siteHost` this site's host (`location.host`). Every flavour and business
 * subdomain of the site is internal; unknown addresses are 'other'.
 */
export function referrerCode(referrer: string | null | undefined, siteHost: string): ReferrerCode {
  if (!referrer?.trim()) return REFERRER.direct;
  const parsed = hostOf(referrer);
  if (!parsed) return REFERRER.other;
  const { scheme, host } = parsed;

  if (scheme === 'android-app') {
    const found = APP_PACKAGES.find(([, pattern]) => pattern.test(host));
    return found ? REFERRER[found[0]] : REFERRER.other;
  }
  if (scheme !== 'http' && scheme !== 'https') return REFERRER.other;

  const site = baseHost(siteHost);
  if (site && (host === site || host.endsWith(`.${site}`))) return REFERRER.internal;

  const found = NETWORK_HOSTS.find(([, pattern]) => pattern.test(host));
  return found ? REFERRER[found[0]] : REFERRER.other;
}
