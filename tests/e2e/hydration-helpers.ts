import { expect, type Locator, type Page } from '@playwright/test';

/** React marks the document it hydrates with its event-listening key. */
const reactListening = (page: Page) =>
  page.evaluate(() => Object.keys(document).some((key) => key.startsWith('_reactListening')));

/** The page has hydrated. */
export async function expectHydrated(page: Page) {
  await expect.poll(() => reactListening(page)).toBe(true);
}

/**
 * A part of the page that hydrates on its own (onSight, onDemand) has: React marks each element it
 * hydrated with its fiber key, which the server's HTML awaiting its code does not have.
 */
export async function expectPartHydrated(part: Locator) {
  await expect
    .poll(() => part.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/**
 * Opens `url` with the page's scripts held back, as on a slow phone, until `meanwhile` (the shopper
 * using the server's HTML) is done; then lets them come.
 */
export async function beforeHydration(page: Page, url: string, meanwhile: () => Promise<unknown>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  await meanwhile();
  // Still the server's HTML: React has not begun.
  expect(await reactListening(page)).toBe(false);
  release();
}
