import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, signUp, toast, uniqueEmail, uniqueIp } from './account-helpers';

/**
 * The limits count failed logins in the database: 20 a minute per client IP, 100 an hour per account.
 * Each test sends its own X-Forwarded-For (the server trusts it from loopback only), so its counts
 * are its own and other tests' logins from 127.0.0.1 are not affected.
 */

/**
 * Sends failed logins a few at a time: every one costs the server a scrypt hash (~0.2 s), and the
 * hashing competes for the CPU, so more at once would only queue (and could time out).
 */
async function failLogins(request: APIRequestContext, count: number, attempt: () => { email: string; ip: string }) {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += 2) {
    const batch = Array.from({ length: Math.min(2, count - sent) }, async () => {
      const { email, ip } = attempt();
      const response = await request.post('/login', { form: { email, password: 'wrong-password' }, headers: { 'X-Forwarded-For': ip } });
      return response.status();
    });
    statuses.push(...(await Promise.all(batch)));
  }
  return statuses;
}

test.describe('login rate limit', () => {
  test('per IP: the 21st failure within a minute gets 429 and a clear message', async ({ page, request }) => {
    test.setTimeout(120_000);
    const ip = uniqueIp();
    const statuses = await failLogins(request, 20, () => ({ email: uniqueEmail('guess'), ip }));
    expect(statuses).toEqual(Array(20).fill(401));
    const limited = await request.post('/login', { form: { email: uniqueEmail('guess'), password: 'guess' }, headers: { 'X-Forwarded-For': ip } });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);

    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
    await page.goto('/login');
    await page.getByLabel('Email').fill(uniqueEmail('guess'));
    await page.getByLabel('Password').fill('guess');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, /Too many login attempts from your network\. Please try again in \d+ (seconds?|minutes?)\./)).toBeVisible();
  });

  test('per account: after 100 failures in an hour even the right password waits', async ({ request, playwright, baseURL }) => {
    test.setTimeout(300_000);
    const owner = await playwright.request.newContext({ baseURL });
    const email = await signUp(owner);
    await owner.dispose();
    // Spread over many IPs, as a distributed attack would be: only the account limit can stop it.
    const statuses = await failLogins(request, 100, () => ({ email, ip: uniqueIp() }));
    expect(statuses).toEqual(Array(100).fill(401));
    const limited = await request.post('/login', { form: { email, password: PASSWORD }, headers: { 'X-Forwarded-For': uniqueIp() }, maxRedirects: 0 });
    expect(limited.status()).toBe(429);
    expect(await limited.text()).toContain('Too many failed login attempts for this account.');
  });
});
