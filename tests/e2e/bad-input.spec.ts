import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { PASSWORD, signUp, uniqueEmail, uniqueIp } from './account-helpers';
import { findFrame } from './lenses-helpers';
import { seededProducts } from './review-helpers';

/**
 * Issue 15, item 4: bad input to the page forms gets a 4xx with a clear message, never a 500.
 * Sent as a script would send it (no browser), to the built server.
 */

const WRONG_BODIES = [
  { name: 'JSON', headers: { 'content-type': 'application/json' }, data: '{"email":"a@b.test","intent":"add"}' },
  { name: 'plain text', headers: { 'content-type': 'text/plain' }, data: 'email=a@b.test' },
  { name: 'broken multipart', headers: { 'content-type': 'multipart/form-data; boundary=x' }, data: '--y\r\nnope' },
];

async function expectRefused(response: APIResponse, status: number, message: string) {
  expect(response.status()).toBe(status);
  expect(await response.text()).toContain(message);
}

function post(request: APIRequestContext, path: string, form: Record<string, string>) {
  return request.post(path, { form, maxRedirects: 0 });
}

test.describe('bad input to the page forms', () => {
  for (const path of ['/login', '/register', '/profile', '/market', '/cart', '/ar/cart']) {
    test(`${path} answers 400 or 415 for a body that is not a form`, async ({ request }) => {
      if (path === '/profile') await signUp(request); // else it only redirects to /login
      for (const body of WRONG_BODIES) {
        const response = await request.post(path, { headers: body.headers, data: body.data, maxRedirects: 0 });
        expect(response.status(), `${body.name} to ${path}`).toBeGreaterThanOrEqual(400);
        expect(response.status(), `${body.name} to ${path}`).toBeLessThan(500);
      }
    });
  }

  test('the lens steps answer 415 for a body that is not a form', async ({ request }) => {
    const frame = await findFrame(request, 'Eyeglasses');
    for (const body of WRONG_BODIES.slice(0, 2)) {
      const response = await request.post(`/product/${frame.handle}/lenses`, { headers: body.headers, data: body.data });
      await expectRefused(response, 415, 'This form must be sent as a web form.');
    }
  });

  // /login and /register first: signed in, they only redirect to /profile.
  test('a null byte in a name, an address or an email is refused with a message', async ({ request }) => {
    const message = 'The form contains characters that are not allowed.';
    await expectRefused(await post(request, '/login', { email: 'demo\u0000@nazzara.test', password: 'whatever1' }), 400, message);
    const arabic = await post(request, '/ar/register', {
      firstName: 'x\u0000',
      lastName: 'y',
      email: 'a@b.test',
      password: 'x',
      password_confirmation: 'x',
    });
    expect(arabic.status()).toBe(400);
    expect(await arabic.text()).toContain('dir="rtl"');
    await signUp(request);
    const address = {
      intent: 'create-address',
      firstName: 'La\u0000yla',
      lastName: 'A',
      address1: 'x',
      city: 'Dubai',
      country: 'AE',
    };
    await expectRefused(await post(request, '/profile', address), 400, message);
  });

  test('a name too long for the session cookie is refused by its field, and no account is made', async ({ request }) => {
    const email = `long-name-${Date.now()}@nazzara.test`;
    const form = {
      firstName: 'A'.repeat(1500),
      lastName: 'B',
      email,
      password: 'Nazzara-test-2026',
      password_confirmation: 'Nazzara-test-2026',
    };
    await expectRefused(await post(request, '/register', form), 400, 'First name must be at most 100 characters');
    // From an address of its own: a failed login counts toward the per-IP limit the other specs share.
    const login = await request.post('/login', {
      form: { email, password: 'Nazzara-test-2026' },
      headers: { 'X-Forwarded-For': uniqueIp() },
      maxRedirects: 0,
    });
    await expectRefused(login, 401, 'Invalid email or password. Please try again.');
  });

  test('a password or name over 100 KB is refused as too large', async ({ request }) => {
    const huge = 'a'.repeat(100 * 1024 + 1);
    await expectRefused(
      await post(request, '/login', { email: 'demo@nazzara.test', password: huge }),
      413,
      'This form is too large to send.',
    );
    await signUp(request);
    await expectRefused(
      await post(request, '/profile', { intent: 'create-address', firstName: huge }),
      413,
      'This form is too large to send.',
    );
  });

  test('an enormous quantity is refused before it reaches the cart', async ({ request }) => {
    const response = await post(request, '/cart', {
      intent: 'add',
      merchandiseId: 'gid://shopify/ProductVariant/1',
      quantity: '99999999999',
    });
    await expectRefused(response, 400, 'Please choose a smaller quantity.');
  });

  test('a tab pasted into a one-line field is a space: the registration goes through', async ({ page }) => {
    const registered = await post(page.request, '/register', {
      firstName: 'Ali\tAhmed',
      lastName: 'Test',
      email: uniqueEmail('tab'),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(registered.status()).toBe(302);
    await page.goto('/profile');
    await expect(page.getByRole('main')).toContainText('Ali Ahmed');
  });

  test('a redirectTo with a newline is refused, and one with a tab stays on this shop', async ({ request }) => {
    const newline = await post(request, '/market', { country: 'AE', redirectTo: '/\nSet-Cookie: x=1' });
    expect(newline.status()).toBe(400);
    expect(newline.headers()['location']).toBeUndefined();
    // A browser drops a tab from a URL ('/\t/evil.example' would be '//evil.example'); the form reads it as a space.
    const tab = await post(request, '/cart', { intent: 'remove', lineId: 'x', redirectTo: '/\t/evil.example' });
    expect(tab.status()).toBe(302);
    expect(tab.headers()['location']).toBe('/%20/evil.example');
  });
});

test.describe('bad input to the JSON API', () => {
  const CONTROL = 'The request contains characters that are not allowed. Please remove them and try again.';

  test('a null byte in a review is refused with a message, and a body over 64 KB as too large', async ({ request }) => {
    await signUp(request, 'Huda');
    const { some } = await seededProducts(request);
    const review = { product_handle: some, rating: 4, title: 'Light', review_body: 'Sharp and light.' };
    const nul = await request.post('/api/reviews', { data: { ...review, title: 'Li\u0000ght' } });
    expect(nul.status()).toBe(400);
    expect(await nul.json()).toEqual({ error: { message: CONTROL } });
    const huge = await request.post('/api/reviews', { data: { ...review, review_body: 'x'.repeat(70_000) } });
    expect(huge.status()).toBe(413);
    expect(await huge.json()).toEqual({ error: { message: 'The request body is too large.' } });
  });

  test('/api/orders refuses a body over 64 KB and a control character, with an empty list', async ({ request }) => {
    const huge = await request.post('/api/orders', { data: { customerAccessToken: 'x'.repeat(70_000) } });
    expect(huge.status()).toBe(413);
    expect(await huge.json()).toEqual({ orders: [], error: { message: 'The request body is too large.' } });
    const nul = await request.post('/api/orders', { data: { customerAccessToken: 'a\u0000b' } });
    expect(nul.status()).toBe(400);
    expect(await nul.json()).toEqual({ orders: [], error: { message: CONTROL } });
  });
});

test.describe('paths no route can read', () => {
  test('a null byte or a broken escape in a path gets the shop’s own 404 page, or JSON under /api', async ({ request }) => {
    for (const path of ['/product/%00', '/product/%E0', '/product/a%00b/lenses', '/ar/product/%ZZ']) {
      const page = await request.get(path);
      expect(page.status(), path).toBe(404);
      expect(page.headers()['content-type'], path).toContain('text/html');
      expect(await page.text(), path).toContain(path.startsWith('/ar/') ? 'lang="ar"' : 'No product available');
    }
    const lenses = await post(request, '/product/%00/lenses', { usage: 'frame-only' });
    expect(lenses.status()).toBe(404);
    for (const path of ['/api/prescription-files/%00', '/api/prescription-files/%E0']) {
      const file = await request.get(path);
      expect(file.status(), path).toBe(404);
      expect(await file.json(), path).toEqual({ error: { message: 'No prescription file found with this ID.' } });
    }
  });
});
