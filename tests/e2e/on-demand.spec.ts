import { expect, test, type Page } from '@playwright/test';
import { signUp } from './account-helpers';
import { cartBadge } from './cart-helpers';
import { expectHydrated, expectPartHydrated } from './hydration-helpers';

test.use({ viewport: { width: 1366, height: 900 } });

const SUNGLASSES = '/product/gucci-gg0162s-cat-eye-oversized-sunglasses';
const CONTACT_LENSES = '/product/acuvue-oasys-1-day-with-hydraluxe-contact-lenses';

/**
 * Holds the page's requests to `url` until the returned function is called; they then go on, or fail
 * as a dropped connection does (`fail`).
 */
async function holdRequests(page: Page, url: RegExp, { fail = false } = {}): Promise<() => void> {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  await page.route(url, async (route) => {
    await opened;
    await (fail ? route.abort() : route.continue());
  });
  return open;
}

/** A part's script file, by the module it is named after. */
const code = (module: string) => new RegExp(`/assets/${module}-[\\w-]+\\.js$`);

/** A mark left on the page's window: still there, the page was not loaded anew. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
const windowMarked = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

/** The shop's script files the page has asked for so far, by the module they are named after. */
function scriptsAskedFor(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const file = /\/assets\/([\w.]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (file) asked.push(file);
  });
  return asked;
}

/**
 * Code only some shoppers use comes when it is drawn (app/components/ui/on-demand): the review
 * dialogs when one opens, the per-eye form on contact lenses only.
 */
test('a product page loads the review dialog when it is opened, not with the page', async ({ page }) => {
  await signUp(page.request, 'Noura');
  const asked = scriptsAskedFor(page);
  await page.goto(SUNGLASSES);
  await expectHydrated(page);
  expect(asked).toContain('framework');
  expect(asked).not.toContain('ReviewDialog');
  expect(asked).not.toContain('DeleteReviewDialog');
  expect(asked).not.toContain('PerEyeForm');

  // A signed-in shopper's reviews come just after the page (clicked before, the button waits for
  // their code, as on-sight holds a form sent in a part still waiting).
  const add = page.locator('#reviews').getByRole('button', { name: 'Add Review' });
  await expectPartHydrated(add);
  await add.click();
  await expect(page.getByRole('dialog', { name: 'Leave a Review' })).toBeVisible();
  expect(asked).toContain('ReviewDialog');
});

test('a dialog opened by its URL comes with the page, and works once its code has come', async ({ page }) => {
  await signUp(page.request, 'Hessa');
  await page.goto(`${SUNGLASSES}?review=new`);
  const dialog = page.getByRole('dialog', { name: 'Leave a Review' });
  await expect(dialog).toBeVisible();
  await expectHydrated(page);
  // Without its code the Cancel button would still work, as a form that reloads the page: a mark
  // left on this page's window shows it was closed in place.
  await markWindow(page);
  // Hydrated, it takes the focus (use-modal), as one opened in place does.
  await expect(dialog.getByRole('radio').first()).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await windowMarked(page)).toBe(true);
});

test('the per-eye form comes with contact lenses, drawn by the server and hydrated after', async ({ page }) => {
  const asked = scriptsAskedFor(page);
  await page.goto(`${CONTACT_LENSES}?eyes=each`);
  await expect(page.getByTestId('per-eye-form')).toBeVisible();
  await page.locator('[data-testid="per-eye-form"][data-hydrated]').waitFor();
  expect(asked).toContain('PerEyeForm');
});

/**
 * What sits below the first screen (app/components/ui/on-sight) is drawn by the server, and its code
 * comes as it nears the screen: the reviews, the product strips, the footer. Until then its links
 * work as plain links; after, in place.
 */
test('a product page gets the code of its reviews, strips and footer as they near the screen', async ({ page }) => {
  const asked = scriptsAskedFor(page);
  await page.goto(SUNGLASSES);
  await expectHydrated(page);
  await expect(page.getByRole('heading', { name: 'Reviews', exact: true })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Similar Products' })).toBeAttached();
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
  for (const part of ['ReviewsSection', 'ProductCarousel', 'Footer']) expect(asked).not.toContain(part);

  await page.locator('#reviews').scrollIntoViewIfNeeded();
  await expect.poll(() => asked).toContain('ReviewsSection');
  await page.getByRole('heading', { name: 'Similar Products' }).scrollIntoViewIfNeeded();
  await expect.poll(() => asked).toContain('ProductCarousel');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => asked).toContain('Footer');

  // Hydrated, the footer's links navigate in place: the mark left on this window stays. (Its code
  // asked for is not yet its code run: a click before that is a plain link's.)
  const contact = page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' });
  await expectPartHydrated(contact);
  await markWindow(page);
  await contact.click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await windowMarked(page)).toBe(true);
});

/**
 * A form sent changes React Router's state, and React then draws every part still waiting for its
 * code again. Until the code comes, each keeps the server's HTML: nothing below the buy box goes
 * empty, and the page does not collapse and grow back.
 */
test('parts still waiting for their code stay in view when an add to cart changes the page', async ({ page }) => {
  await page.goto(SUNGLASSES);
  await expectHydrated(page);
  const reviews = page.locator('#reviews');
  const similar = page.locator('section', { has: page.getByRole('heading', { name: 'Similar Products' }) });
  await page.evaluate(() => {
    const seen: Record<string, { emptied: boolean; heights: number[] }> = {};
    (window as unknown as { seen: typeof seen }).seen = seen;
    const similarHeading = [...document.querySelectorAll('h2')].find((h2) => h2.textContent === 'Similar Products');
    const parts = {
      reviews: document.querySelector('#reviews'),
      similar: similarHeading!.closest('section'),
      footer: document.querySelector('footer'),
    };
    for (const [name, part] of Object.entries(parts)) {
      // The part's place: what React draws again, around the server's HTML.
      const place = part!.parentElement!;
      const watch: { emptied: boolean; heights: number[] } = (seen[name] = { emptied: false, heights: [] });
      new MutationObserver(() => (watch.emptied ||= place.textContent!.trim() === '')).observe(place, {
        childList: true,
        subtree: true,
      });
      new ResizeObserver(() => watch.heights.push(place.offsetHeight)).observe(place);
    }
  });
  await page.getByRole('button', { name: 'Add To Cart', exact: true }).first().click();
  await expect(page.getByText('Added to cart successfully').first()).toBeVisible();
  // The code came without being scrolled to, and the parts are live.
  await expectPartHydrated(similar.getByRole('link').first());
  await expectPartHydrated(reviews);
  const seen = await page.evaluate(
    () => (window as unknown as { seen: Record<string, { emptied: boolean; heights: number[] }> }).seen,
  );
  for (const [part, { emptied, heights }] of Object.entries(seen)) {
    expect(emptied, part).toBe(false);
    expect(Math.min(...heights), part).toBe(heights[0]);
  }
});

test('a shopper reaching into the footer by keyboard brings its code', async ({ page }) => {
  const asked = scriptsAskedFor(page);
  await page.goto('/shop/Sunglasses');
  await expectHydrated(page);
  expect(asked).not.toContain('Footer');
  await page.getByRole('contentinfo').getByRole('link').first().focus();
  await expect.poll(() => asked).toContain('Footer');
});

test('after a client navigation, the parts below the first screen come with the page', async ({ page }) => {
  const asked = scriptsAskedFor(page);
  await page.goto('/shop/Sunglasses');
  await expectHydrated(page);
  await markWindow(page);
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { name: 'Reviews', exact: true })).toBeAttached();
  expect(await windowMarked(page)).toBe(true);
  expect(asked).toContain('ReviewsSection');
});

/**
 * A strip's card clicked before the strip's code has come: the browser would post its form as a
 * page of its own, starting a cart of its own while the product page's add, sent just before, starts
 * another, and a line would be lost. Each form waits for the strip's code and goes through it.
 */
test('strip cards added before their strip hydrated wait for its code and land in the one cart', async ({ page }) => {
  const releaseStripCode = await holdRequests(page, code('ProductCarousel'));
  const releaseFirstAdd = await holdRequests(page, /\/cart\.data/);
  await page.goto(SUNGLASSES);
  await expectHydrated(page);
  await markWindow(page);

  // No cart yet: the product page's add is on its way (held) when two of a strip's cards are clicked.
  await page.getByRole('button', { name: 'Add To Cart', exact: true }).first().click();
  const cards = page
    .locator('section', { has: page.getByRole('heading', { name: 'Similar Products' }) })
    .getByTestId('product-card')
    .filter({ has: page.getByRole('button', { name: 'Add To Cart' }) });
  const titles: string[] = [];
  for (const card of [cards.nth(0), cards.nth(1)]) titles.push((await card.getByRole('heading').first().textContent())!.trim());
  for (const title of titles) {
    const card = page.getByTestId('product-card').filter({ hasText: title }).first();
    await card.getByRole('button', { name: 'Add To Cart' }).click();
  }
  releaseFirstAdd();
  await expect(cartBadge(page)).toHaveText('1');
  releaseStripCode();

  for (const title of titles) {
    const added = page.getByTestId('product-card').filter({ hasText: title }).first();
    await expect(added.getByRole('link', { name: 'View in Cart' })).toBeVisible();
  }
  await expect(cartBadge(page)).toHaveText('3');
  expect(await windowMarked(page)).toBe(true);
  await page.goto('/cart');
  // Every line, in the one cart the session names.
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  for (const title of titles) await expect(page.getByTestId('cart-line').filter({ hasText: title })).toHaveCount(1);
});

/**
 * A strip's code that does not come (a dropped connection, or a file gone with a new release while
 * the page was open) leaves the strip as the server drew it: the page stays, and a card's add held
 * while the code was awaited is sent the way it is without JavaScript.
 */
test('a strip whose code does not come stays as drawn, and a card clicked meanwhile adds the plain way', async ({ page }) => {
  const failStripCode = await holdRequests(page, code('ProductCarousel'), { fail: true });
  await page.goto(SUNGLASSES);
  await expectHydrated(page);
  await markWindow(page);
  const similar = page.getByRole('heading', { name: 'Similar Products' });
  const failed = () => page.waitForEvent('requestfailed', (request) => request.url().includes('/ProductCarousel-'));
  const firstFailure = failed();
  await similar.scrollIntoViewIfNeeded();
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('button', { name: 'Add To Cart' }) })
    .first();
  const title = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('button', { name: 'Add To Cart' }).click();
  failStripCode();
  await firstFailure;
  await expect(page.getByText('Added to cart successfully').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${SUNGLASSES}$`));
  // Sent by the browser: a page of its own came back.
  expect(await windowMarked(page)).toBe(false);

  // The strip's code fails on this page too, and the page is still the product's.
  const secondFailure = failed();
  await similar.scrollIntoViewIfNeeded();
  await secondFailure;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(similar).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line').filter({ hasText: title })).toHaveCount(1);
});

/**
 * A signed-in shopper's 'Add Review' clicked before the reviews' code came: the button's own
 * handler opens the dialog in place once the code is in (the held click is made again, not only its form sent).
 */
test('Add Review clicked before the reviews hydrated opens the dialog in place once they have', async ({ page }) => {
  await signUp(page.request, 'Maryam');
  const releaseReviewsCode = await holdRequests(page, code('ReviewsSection'));
  await page.goto(SUNGLASSES);
  await expectHydrated(page);
  await markWindow(page);
  const add = page.locator('#reviews').getByRole('button', { name: 'Add Review' });
  await add.click();
  releaseReviewsCode();
  await expect(page.getByRole('dialog', { name: 'Leave a Review' })).toBeVisible();
  expect(await windowMarked(page)).toBe(true);
});
