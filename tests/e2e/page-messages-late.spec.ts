import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectHydrated } from './hydration-helpers';

const MESSAGES = '<script type="application/json" id="page-messages"';

/**
 * A page's own messages come at the end of its body, after the data it streams. When that end is
 * slow (a slow loader's data, a slow link), the hydration must still find them: it waits for the
 * whole document. Here a proxy holds the end of the home page back for two seconds while the
 * whole catalogue is never sent, so a hydration that ran early would leave every text empty.
 */
test('a page whose end comes late hydrates with its own words', async ({ page, baseURL }) => {
  const proxy = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', baseURL), { headers: { 'accept-encoding': 'identity' } });
      const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name)));
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      const cut = request.url === '/' ? body.indexOf(MESSAGES) : -1;
      if (cut === -1) {
        response.end(body);
        return;
      }
      response.write(body.subarray(0, cut));
      await new Promise((resolve) => setTimeout(resolve, 2000));
      response.end(body.subarray(cut));
    })();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  try {
    await page.route(/\/assets\/messages-[\w-]+\.js$/, () => {});
    const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    await page.goto(`${origin}/`);
    await expectHydrated(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('combobox', { name: 'Search products' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summer Sunglasses');
  } finally {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
  }
});
