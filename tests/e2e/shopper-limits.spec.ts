import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { uniqueIp } from './account-helpers';
import { expectNoSeriousAxeViolation } from './axe-helpers';

/**
 * Issue 16: the contact form and the search suggestions are limited per client IP, counted in the
 * database, answering 429 with Retry-After. Each test sends its own X-Forwarded-For (the e2e server
 * trusts a proxy on loopback: TRUST_PROXY in playwright.config.ts), with the default limits.
 */

/** Asks for suggestions 8 at a time, as a script would, until one is refused (or 1,000 went through). */
async function askUntilRefused(
  request: APIRequestContext,
  path: string,
  ip: string,
): Promise<{ refused: APIResponse | null; through: number }> {
  let through = 0;
  let refused: APIResponse | null = null;
  const worker = async () => {
    while (!refused && through < 1000) {
      const response = await request.get(`${path}?q=aviator${through}`, { headers: { 'X-Forwarded-For': ip } });
      if (response.status() === 429) refused = response;
      else if (response.status() === 200) through++;
      else throw new Error(`${path} answered ${response.status()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { refused, through };
}

test('search suggestions: a script asking without pause gets 429, Retry-After and a JSON message in the page’s language', async ({
  request,
}) => {
  // SEARCH_SUGGESTIONS_LIMIT_PER_IP is 100 per 10 s.
  const english = await askUntilRefused(request, '/api/search', uniqueIp());
  expect(english.through).toBeGreaterThanOrEqual(100);
  expect(english.refused).not.toBeNull();
  expect(Number(english.refused!.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await english.refused!.json()).toEqual({
    error: { message: expect.stringMatching(/^Too many searches from your network\. Please try again in \d+ seconds?\.$/) },
  });
  const arabic = await askUntilRefused(request, '/ar/api/search', uniqueIp());
  expect(((await arabic.refused!.json()) as { error: { message: string } }).error.message).toContain('شبكتك');

  // Another network searches on.
  expect((await request.get('/api/search?q=round', { headers: { 'X-Forwarded-For': uniqueIp() } })).status()).toBe(200);
});

/** The browser's own submit (no submit event, so no script takes it): the post a browser without JavaScript makes. */
async function postNatively(page: Page) {
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.locator('form[action$="/contact"]').evaluate((form: HTMLFormElement) => HTMLFormElement.prototype.submit.call(form)),
  ]);
  return answer;
}

test('contact form: over CONTACT_LIMIT_PER_IP a post gets 429 and the form comes back with what was typed', async ({
  page,
  request,
}) => {
  const ip = uniqueIp();
  // CONTACT_LIMIT_PER_IP is 10 an hour.
  for (let sent = 0; sent < 10; sent++) {
    const response = await request.post('/contact', {
      form: { fullName: 'Script', message: 'spam' },
      headers: { 'X-Forwarded-For': ip },
    });
    expect(response.status()).toBe(200);
  }

  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  await page.goto('/contact');
  await page.getByLabel('Full name').fill('Layla Haddad');
  await page.getByLabel('Email').fill('layla@example.com');
  await page.getByLabel('Phone').fill('+971501234567');
  await page.getByLabel('Message').fill('Do you have the RB3025 in gold?');
  const answer = await postNatively(page);
  expect(answer.status()).toBe(429);
  expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(3000);
  await expect(page.getByRole('alert').filter({ hasText: 'Too many messages' })).toHaveText(
    'Too many messages sent from your network. Please try again in 60 minutes.',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toHaveCount(0);
  await expect(page.getByLabel('Full name')).toHaveValue('Layla Haddad');
  await expect(page.getByLabel('Email')).toHaveValue('layla@example.com');
  await expect(page.getByLabel('Phone')).toHaveValue('+971501234567');
  await expect(page.getByLabel('Message')).toHaveValue('Do you have the RB3025 in gold?');
  await expectNoSeriousAxeViolation(page);

  await page.goto('/ar/contact');
  expect((await postNatively(page)).status()).toBe(429);
  await expect(page.getByRole('alert').filter({ hasText: 'شبكتك' })).toBeVisible();
});
