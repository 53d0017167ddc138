import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/cli';
import config from '../../lingui.config.ts';

/**
 * The project's Lingui config narrowed to the engine's catalogue, for `npm run i18n:engine`:
 * `lingui compile --strict --typescript` writes engine/locales/{locale}/messages.ts (generated,
 * not committed) and fails while any Arabic translation is missing.
 */
export default defineConfig({
  ...config,
  rootDir: fileURLToPath(new URL('../..', import.meta.url)),
  catalogs: config.catalogs?.filter((catalog) => catalog.path.startsWith('<rootDir>/engine/')),
});
