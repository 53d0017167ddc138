import { lingui } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { linguiMacros } from './lingui.vite';

const FRAMEWORK = /node_modules\/(react|react-dom|scheduler|react-router|@lingui)\//;

export default defineConfig({
  // A message without its Arabic translation fails the build.
  plugins: [
    tailwindcss(),
    linguiMacros(),
    reactRouter(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    // Brotli (quality 11) and gzip (level 9) beside each asset, made once here: the server sends them
    // as they are (express-static-gzip). Compressed per answer, at the speed a live answer needs,
    // the JavaScript was 13 % larger. (The server build gets its copies too; nothing reads them.)
    compression({ include: /\.(js|css|svg|json)$/, algorithms: ['brotliCompress', 'gzip'] }),
  ],
  build: {
    // Terser (two passes) writes 3-4 KB gzip less of the first load than esbuild's minifier.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, ecma: 2020, module: true },
    rollupOptions: {
      output: {
        // What every page runs (React, React Router, Lingui) is one chunk, apart from the shop's own
        // code: the merge below then only joins the shop's modules (before, it had put the contact and
        // policy pages into a chunk every page loaded).
        manualChunks: (id) => (FRAMEWORK.test(id) ? 'framework' : undefined),
        // Modules of less than 3 KB that only define things are merged into a chunk loaded alongside:
        // a page hydrated with 19-23 module requests makes 12-14, for ~1.5 KB gzip more of it (each
        // request costs a round trip over a slow link, six at a time over HTTP/1.1). Larger merges
        // (8 KB: 8-9 requests) also joined the code loaded on demand, such as the review dialogs,
        // into the page's chunk, 3 KB gzip more on a product page.
        experimentalMinChunkSize: 3_000,
      },
    },
  },
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
});
