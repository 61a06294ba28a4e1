const hasControlOrBackslash = (value: string) => [...value].some((c) => c.charCodeAt(0) < 0x20 || c === '\\');

/**
 * SPEC §4: after sign-in go to the previous-url cookie, or `/` when it is absent or names the sign-in page.
 * DESIGN §7: only a path on this site, never another origin (no open redirect).
 */
export function safeReturnPath(previous: string | null | undefined, fallback = '/'): string {
  if (!previous) return fallback;
  let value: string;
  try {
    value = decodeURIComponent(previous).trim();
  } catch {
    return fallback;
  }
  if (
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\') ||
    hasControlOrBackslash(value)
  ) {
    return fallback;
  }
  if (value.includes('loginpage.html')) return fallback;
  return value.length > 2000 ? fallback : value;
}

/** SPEC §2: mobile visitors of the home page are sent once to /index.html?redirected=1. */
export const MOBILE_USER_AGENT = /Android|iPhone|iPod|iPad|Mobile|BlackBerry|IEMobile|Opera Mini/i;

export function mobileHomeRedirect(
  pathname: string,
  search: URLSearchParams,
  userAgent: string | null | undefined,
) {
  if (pathname !== '/' && pathname !== '/index.html') return null;
  if (search.get('redirected') === '1') return null;
  return userAgent && MOBILE_USER_AGENT.test(userAgent) ? '/index.html?redirected=1' : null;
}
