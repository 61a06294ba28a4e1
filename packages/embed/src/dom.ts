/** Small DOM helpers: elements are built node by node and text is only ever set as text (no HTML). */

type Attributes = Record<string, string | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Node | string | null | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

/** An address on the feed's site, absolute; null unless it is http(s) (never javascript: or data:). */
export function siteUrl(base: string, address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A link that opens on the feed's site in a new tab. */
export const link = (href: string | null, className: string, ...children: (Node | string)[]) =>
  h('a', { class: className, href: href ?? undefined, target: '_blank', rel: 'noopener' }, ...children);
