import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

export default defineConfig({
  plugins: [reactRouter(), precompress()],
  build: { sourcemap: false, assetsInlineLimit: 0 },
});
