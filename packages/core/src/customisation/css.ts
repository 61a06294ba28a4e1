import { invertedTextColor } from '../magazines/brand-colors.ts';
import { type PageStyles, STYLE_KEYS, type StyleKey } from './styles.ts';

/**
 * A page's styles as CSS custom properties, rendered on the server into the page's own style
 * attribute (no flash of the default look). Every value is already a parsed colour, an allowlisted
 * font or a toggle; the check here refuses anything else once more, so a stored value that somehow
 * is none of those never reaches the CSS.
 */

const SAFE_VALUE = /^(?:#[0-9a-fA-F]{3,8}|[A-Za-z0-9 ,"-]+|)$/;

/** '--mh-cover-bg-color' for 'coverBgColor'. */
export const cssVarName = (key: StyleKey) => `--mh-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export function styleVars(styles: PageStyles): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const key of STYLE_KEYS) {
    const value = styles[key];
    if (key === 'coverHide' || key === 'footerHide') continue;
    if (typeof value === 'string' && SAFE_VALUE.test(value) && value !== '') vars[cssVarName(key)] = value;
  }
  // The 'Load more' button's words take the colour that reads on its background (SPEC §5's rule).
  const loadMore = vars[cssVarName('pageLoadMoreButtonColor')];
  if (loadMore) vars['--mh-page-load-more-text-color'] = invertedTextColor(loadMore);
  return vars;
}
