import { lingui } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { linguiMacros } from './lingui.vite';

export default defineConfig({
  // A message without its Arabic translation fails the build.
  plugins: [tailwindcss(), linguiMacros(), reactRouter(), lingui({ failOnMissing: true, failOnCompileError: true })],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
});
