import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The seeded demo customer (engine/seed/catalog/customers.ts). Tests only read it, never change it. */
export const DEMO = { email: 'demo@nazzara.test', password: 'Nazzara-demo-2026', firstName: 'Layla' };

export const PASSWORD = 'Nazzara-test-2026';

/** Workers share one server and database: every test that signs up uses its own address. */
export function uniqueEmail(tag = 'shopper'): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

let ipsHanded = 0;

/**
 * A made-up client IP, sent as X-Forwarded-For so the per-IP limits of one test are its own (the e2e
 * server trusts a proxy on loopback: TRUST_PROXY in playwright.config.ts). Never the same twice in a
 * run: 10.{worker}.x.y, where a worker (TEST_WORKER_INDEX, new for each retry's process) counts its
 * own. A random address was not enough: the per-account test alone spreads 100 failures over as many
 * addresses, and a test drawing one of them found its per-IP count one higher than its own.
 */
export function uniqueIp(): string {
  ipsHanded += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 256;
  return `10.${worker}.${Math.floor(ipsHanded / 256) % 256}.${ipsHanded % 256}`;
}

/**
 * Signs up a fresh customer through the registration action, with the page's cookies, so the
 * page is signed in afterwards. Faster than the form where the form itself is not under test.
 */
export async function signUp(request: APIRequestContext, firstName = 'Noor'): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  const response = await request.post('/register', {
    form: { firstName, lastName: 'Test', email, password: PASSWORD, password_confirmation: PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
  return email;
}

export async function logInAs(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The latest toast (or, without JavaScript, the alert box) that says `message`; an earlier one may still show. */
export function toast(page: Page, message: string | RegExp) {
  return page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: message }).last();
}
