import { expect, test, type Page } from '@playwright/test';
import { choosePortrait, openTryOn, PRODUCT } from './tryon-helpers';

test.use({ viewport: { width: 1366, height: 900 } });
// The model loads and searches the photo on a shared machine's CPU.
test.setTimeout(120_000);

/** Everything a page can keep in the browser for later: web storage, databases, caches and cookies. */
async function keptInBrowser(page: Page) {
  const kept = await page.evaluate(async () => {
    const entries = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map((key) => [key, storage.getItem(key)]);
    return {
      localStorage: entries(localStorage),
      sessionStorage: entries(sessionStorage),
      indexedDB: (await indexedDB.databases()).map((database) => database.name),
      caches: await caches.keys(),
    };
  });
  const cookies = (await page.context().cookies()).map(({ name, value }) => ({ name, value }));
  return { ...kept, cookies };
}

test('a photo session keeps nothing in the browser: no storage, database, cache or cookie', async ({ page }) => {
  await page.goto(PRODUCT);
  const before = await keptInBrowser(page);

  const dialog = await openTryOn(page);
  await choosePortrait(page);
  await dialog.getByTestId('try-on-colours').getByText('Pink').click();
  await dialog.getByRole('button', { name: 'Add to compare' }).click();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Save picture' }).click();
  await download;
  await dialog.getByRole('button', { name: 'Compare (1)' }).click();
  await expect(page.getByTestId('compare-tile')).toHaveAttribute('data-placement', /"x"/);
  await dialog.getByRole('button', { name: 'Close the try-on' }).click();
  await expect(dialog).toBeHidden();

  // Compared with the page before the try-on opened: whatever the shop itself keeps is not the try-on's.
  expect(await keptInBrowser(page)).toEqual(before);
});
