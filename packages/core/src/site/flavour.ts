/** SPEC §1: three domain flavours; the host decides (DESIGN §4); a plain host is explore. */
export const FLAVOURS = ['explore', 'connect', 'create'] as const;
export type Flavour = (typeof FLAVOURS)[number];

export function flavourFromHost(host: string | null | undefined): Flavour {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  const first = name.split('.')[0];
  return first === 'connect' || first === 'create' ? first : 'explore';
}

/** SPEC §1: the body carries the flavour class, and `public` when signed out. */
export const bodyClasses = (flavour: Flavour, signedIn: boolean) =>
  signedIn ? flavour : `${flavour} public`;

/** SPEC §2: on connect the sign-in popup is replaced for these countries. */
export const BLOCKED_CONNECT_COUNTRIES = ['in', 'pk', 'bd'] as const;

export const isServiceBlocked = (flavour: Flavour, countryCode: string | null | undefined) =>
  flavour === 'connect' &&
  !!countryCode &&
  (BLOCKED_CONNECT_COUNTRIES as readonly string[]).includes(countryCode.toLowerCase());

/** SPEC §2: member-only pages; guests see the public empty-state overlay. */
export const MEMBER_ONLY_PATHS = [
  '/things_i_love.html',
  '/connections.html',
  '/activity.html',
  '/notifications.html',
] as const;
