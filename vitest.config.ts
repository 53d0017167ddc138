import os from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './lingui.vite';

// Unit and integration tests live beside the code they test; end-to-end specs are Playwright's.
export default defineConfig({
  plugins: [linguiMacros(), lingui()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    include: [
      'app/**/*.test.ts',
      'app/**/*.test.tsx',
      'engine/**/*.test.ts',
      'db/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['engine/i18n/vitest-setup.ts', 'db/memory-template.setup.ts'],
    // Vitest keeps a core for its own process by default: one worker on a 2-core machine, where that
    // process is mostly idle. Two workers there took the suite from 545 s to 406 s.
    maxWorkers: os.availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
