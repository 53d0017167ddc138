import { expect, test } from '@playwright/test';
import { expectHydrated } from './hydration-helpers';

test.describe('Content-Security-Policy', () => {
  test('every HTML page carries a fresh nonce that its scripts use, and no inline script runs without it', async ({
    page,
    request,
  }) => {
    const first = await request.get('/');
    const second = await request.get('/ar');
    const policies = [first.headers()['content-security-policy'], second.headers()['content-security-policy']];
    const nonces = policies.map((policy) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1]);
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
      'form-action',
      "'strict-dynamic'",
    ]) {
      expect(policies[0]).toContain(directive);
    }
    expect(/script-src[^;]*unsafe-inline/.test(policies[0]!)).toBe(false);
    // Every script of the page is allowed by that nonce.
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts.filter((tag) => !tag.includes('application/ld+json')))
      expect(tag).toContain(`nonce="${nonces[0]}"`);

    // The browser enforces it: the page hydrates, and an injected inline script is refused.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto('/category');
    await expectHydrated(page);
    expect(violations).toEqual([]);

    // The usual injection: markup with an inline event handler. Without 'unsafe-inline' it never runs.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<img src="/no-such-image.png" onerror="window.__injected = true">');
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    const ran = await page.evaluate(() => (window as { __injected?: boolean }).__injected === true);
    expect(ran).toBe(false);
  });
});

test('robots.txt keeps crawlers out of personal pages and points at the absolute sitemap', async ({ request, baseURL }) => {
  const text = await (await request.get('/robots.txt', { headers: { 'X-Forwarded-Host': 'evil.example' } })).text();
  for (const path of ['/cart', '/profile', '/ar/cart', '/ar/profile', '/checkouts/', '/api/', '/ar/api/'])
    expect(text).toContain(`Disallow: ${path}\n`);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test.describe('redirect targets stay on the shop', () => {
  for (const redirectTo of ['//evil.example', '/\\evil.example', 'https://evil.example/']) {
    test(`/market with redirectTo ${JSON.stringify(redirectTo)} goes home`, async ({ request }) => {
      const response = await request.post('/market', { form: { country: 'KW', redirectTo }, maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe('/');
    });
  }

  // Control characters never reach the redirect: every form refuses them, and reads a tab in a
  // one-line field as a space (issue 15, items 4 and 9; safeLocalPath refuses them as well,
  // app/lib/safe-path.test.ts). A browser would drop the tab: '/\t/evil.example' is '//evil.example'.
  test('/market with a newline in redirectTo is refused, and with a tab stays on the shop', async ({ request }) => {
    const newline = await request.post('/market', { form: { country: 'KW', redirectTo: '/\n/evil.example' }, maxRedirects: 0 });
    expect(newline.status()).toBe(400);
    expect(newline.headers().location).toBeUndefined();
    const tab = await request.post('/market', { form: { country: 'KW', redirectTo: '/\t/evil.example' }, maxRedirects: 0 });
    expect(tab.status()).toBe(302);
    expect(tab.headers().location).toBe('/%20/evil.example');
  });
});
