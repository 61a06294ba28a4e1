import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The cascade layers of the app's stylesheets, weakest first. Every page gets one stylesheet (a page
 * used to link its route chunks' CSS in an order of its own, so rules of equal specificity won on one
 * page and lost on the next); layers make the order of the sources matter only inside a layer:
 * other packages' CSS < the site-wide rules (styles.css) < shared interface pieces (ui/) < features.
 */
export const CSS_LAYERS = ['vendor', 'base', 'ui', 'features'] as const;
type CssLayer = (typeof CSS_LAYERS)[number];

export function layerOf(file: string, appDir: string): CssLayer {
  const relative = path.relative(appDir, file).split(path.sep);
  if (relative[0] === '..' || file.includes(`${path.sep}node_modules${path.sep}`)) return 'vendor';
  if (relative[0] === 'ui') return 'ui';
  if (relative[0] === 'features') return 'features';
  return 'base';
}

/**
 * Puts each stylesheet the app imports into its layer (`@layer features { … }`), each led by the
 * statement that orders the layers, so whichever file comes first in the bundle sets the same order.
 * Web fonts' @font-face sheets loaded on demand (`?url`) are left as they are.
 */
export function cssLayers(appDir: string): Plugin {
  const order = `@layer ${CSS_LAYERS.join(', ')};`;
  return {
    name: 'masthead-css-layers',
    enforce: 'pre',
    transform(code, id) {
      const [file = '', query] = id.split('?');
      if (!file.endsWith('.css') || query?.includes('url')) return null;
      return { code: `${order}\n@layer ${layerOf(file, appDir)} {\n${code}\n}\n`, map: null };
    },
  };
}
