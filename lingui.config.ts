import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The shop's message catalogues: English is the source (the text written in the components), Arabic
 * its translation. `npm run i18n:extract` collects the messages from the code into the PO files;
 * translators fill app/locales/ar/messages.po; the Vite plugin compiles a catalogue when it is imported.
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
  ],
  // No line numbers: a message moving within a file does not rewrite the catalogues.
  format: formatter({ lineNumbers: false }),
  orderBy: 'origin',
});
