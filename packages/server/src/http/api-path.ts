/** True for /api and /api2 and everything under them (a request URL, query string allowed). */
export function isApiPath(url: string): boolean {
  return /^\/api2?(?:[/?#]|$)/.test(url);
}
