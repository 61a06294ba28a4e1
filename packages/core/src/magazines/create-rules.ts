import { usernameProblem } from '../accounts/rules.ts';
import { LIMITS } from '../limits.ts';
import { FLAVOURS } from '../site/flavour.ts';

/**
 * Creating a magazine or business: which usernames it may take. A magazine's username is its address
 * (/@{username}) and a business's is also its site's host ({username}.{suffix}), so words the site
 * uses for its own routes and hosts are kept back, whoever asks.
 */

/**
 * Route segments, host names and words a reader would take for the site itself. Compared without
 * case; a username already taken by a person or magazine is refused separately.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  // Hosts: the flavours (DESIGN §4) and the usual service names.
  ...FLAVOURS,
  'www',
  'mail',
  'smtp',
  'ftp',
  'cdn',
  'static',
  'assets',
  'images',
  'img',
  'js',
  'css',
  'localhost',
  // SPEC §2 routes and our own pages.
  'api',
  'api2',
  'dashboard',
  'writers',
  'blogs',
  'blog',
  'story',
  'discussion',
  'editorial',
  'post',
  'list',
  'lists',
  'article',
  'database',
  'external',
  'event',
  'poll',
  'meme',
  'chat',
  'live-qa',
  'donate',
  'quiz',
  'quizzes',
  'topic',
  'topics',
  'entity',
  'notebook',
  'notebooks',
  'comment',
  'profile',
  'settings',
  'index',
  'home',
  'loginpage',
  'login',
  'logout',
  'signin',
  'signup',
  'register',
  'search',
  'activity',
  'connections',
  'notifications',
  'write',
  'draft',
  'drafts',
  'admin',
  'dev',
  'docs',
  'health',
  'invitation',
  'invitations',
  'unsubscribe',
  'payments',
  'billing',
  'plan',
  'plans',
  'team',
  'review',
  'insights',
  'badges',
  'featured',
  'feed',
  'rss',
  'favicon',
  'robots',
  'sitemap',
  // Words that would pass for the site speaking.
  'masthead',
  'help',
  'support',
  'about',
  'terms',
  'privacy',
  'security',
  'account',
  'accounts',
  'user',
  'users',
  'magazine',
  'magazines',
  'business',
  'businesses',
  'official',
  'root',
  'system',
  'null',
  'undefined',
]);

export const isReservedUsername = (username: string) => RESERVED_USERNAMES.has(username.trim().toLowerCase());

/** The message key of the first rule a new magazine's username breaks, or null (not its availability). */
export function magazineUsernameProblem(username: string) {
  const problem = usernameProblem(username.trim(), LIMITS.usernameFormMax);
  if (problem) return problem;
  return isReservedUsername(username) ? ('validation.username.reserved' as const) : null;
}

/**
 * A business's username is also the first label of its site's host: letters, digits and hyphens, not
 * at either end (an underscore has no place in a host name, and no certificate covers one).
 */
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** A label starting 'xn--' is read as punycode (RFC 5891), a name in another script: not ours to give. */
export const isSiteLabel = (username: string) =>
  username.length <= 63 && HOST_LABEL.test(username) && !/^xn--/i.test(username);

/** Null when a magazine of this kind may have this username; the message key otherwise. */
export function businessUsernameProblem(kind: string, username: string) {
  return kind === 'business' && !isSiteLabel(username) ? ('validation.username.business' as const) : null;
}

/**
 * The username the create form suggests as a name is typed: its letters and digits, lower-case,
 * joined by hyphens (fit for a business's host too), within the form's 20 characters. May be empty
 * (a name in another script): the person then chooses one.
 */
export function usernameFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, LIMITS.usernameFormMax)
    .replace(/-+$/, '');
}
