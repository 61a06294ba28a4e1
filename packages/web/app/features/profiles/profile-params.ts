/** SPEC's /@{username}: the route segment must start with '@' (DESIGN §5); null when it does not. */
export function usernameFromHandle(handle: string): string | null {
  return handle.length > 1 && handle.startsWith('@') ? handle.slice(1) : null;
}

/** /profile/p/{userId}: digits only, and never a number the database could not hold (DESIGN §7). */
export function parseUserId(value: string): number | null {
  if (!/^\d{1,15}$/.test(value)) return null;
  const userId = Number(value);
  return userId > 0 ? userId : null;
}
