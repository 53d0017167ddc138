import fs from 'node:fs';
import path from 'node:path';

const texts = new Map<string, string | undefined>();

/**
 * The text of one of the built app's stylesheets (`/assets/*.css`, served from build/client), read
 * once: the file under a hashed name never changes. Anything else (development's Vite URLs, a
 * stylesheet that could close the `<style>` it is written into) is undefined and stays a link.
 */
export function builtStylesheetText(href: string): string | undefined {
  if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
  if (!texts.has(href)) {
    const file = path.resolve('build/client', `.${href}`);
    const css = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    texts.set(href, css?.includes('</') ? undefined : css);
  }
  return texts.get(href);
}
