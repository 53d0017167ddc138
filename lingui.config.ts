import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The shop's message catalogues: English is the source (the text written in the components), Arabic
 * its translation. `npm run i18n` collects the messages from the code into the PO files;
 * translators fill app/locales/ar/messages.po and engine/locales/ar/messages.po; the Vite plugin
 * compiles the app's catalogue when it is imported, `npm run i18n:engine` the engine's.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  catalogs: [
    {
      path: '<rootDir>/app/locales/{locale}/messages',
      include: ['<rootDir>/app'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    // The local engine's hosted checkout: message descriptors (no macros, the engine runs under
    // tsx), compiled to TypeScript by `npm run i18n:engine` (engine/i18n/lingui.config.ts).
    {
      path: '<rootDir>/engine/locales/{locale}/messages',
      include: ['<rootDir>/engine'],
      exclude: ['**/*.test.ts', '<rootDir>/engine/locales/**'],
    },
  ],
  // No line numbers: a message moving within a file does not rewrite the catalogues.
  format: formatter({ lineNumbers: false }),
  orderBy: 'origin',
});
