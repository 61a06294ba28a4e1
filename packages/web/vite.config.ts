import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { cssLayers } from './css-layers.ts';
import { precompress } from './precompress.ts';

/** React, React DOM and React Router: every page needs them, and they change only with an upgrade. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  plugins: [cssLayers(path.resolve(import.meta.dirname, 'app')), reactRouter(), precompress()],
  // One stylesheet for the whole app (about 20 KB in Brotli): a phone on a slow network paid a round
  // trip for each of up to 17 small render-blocking files. css-layers.ts keeps its cascade in order.
  build: { sourcemap: false, assetsInlineLimit: 0, cssCodeSplit: false },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The framework in one file rather than six (every page loads all of it): fewer round trips
            // on a phone. The app's own modules keep the bundler's split, so no page loads another's code.
            codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] },
          },
        },
      },
    },
  },
});
