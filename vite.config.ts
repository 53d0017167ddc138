import { lingui } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { linguiMacros } from './lingui.vite';
import { inShell } from './shell-chunk';

const FRAMEWORK = /node_modules\/(react|react-dom|scheduler|react-router|@lingui)\//;
const isFramework = (id: string) => FRAMEWORK.test(id);
const isShell = inShell(isFramework);

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
        // What every page runs is two chunks: `framework` (React, React Router, Lingui) and `shell` (the
        // shop's layout, and the modules the shopping pages share: shell-chunk.ts). The rest splits by
        // route and by what loads on demand. Rollup's merging of small chunks (experimentalMinChunkSize
        // above 1) is off: it put code that loads on demand or on sight, or other pages' code, into the
        // first load (3000 bytes: 119.7-123.9 KB gzip against 115.4-119.3; 800: +0.3 KB).
        manualChunks: (id, meta) => (isFramework(id) ? 'framework' : isShell(id, meta) ? 'shell' : undefined),
        experimentalMinChunkSize: 1,
      },
    },
  },
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
});
