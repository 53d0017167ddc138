import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import shop from '../../vite.config';

// Minified as the shop is, so that the difference between them is the shop's own code.
export default defineConfig({
  plugins: [reactRouter()],
  build: { minify: shop.build?.minify, terserOptions: shop.build?.terserOptions },
});
