import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { DEMO, signUp } from './account-helpers';
import { beforeHydration, expectPartHydrated } from './hydration-helpers';
import { reviewsInPlace, reviewsSection, reviewTitled, seededProducts, type Seeded } from './review-helpers';

test.use({ viewport: { width: 1366, height: 900 } });

let seeded: Seeded;
test.beforeAll(async ({ request }) => {
  seeded = await seededProducts(request);
});

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Leave a Review' });

test('lists 3 reviews, then 3 more per Load More, with the average and distribution', async ({ page }) => {
  await page.goto(`/product/${seeded.many}`);
  const section = reviewsSection(page);
  await expect(section.getByTestId('review')).toHaveCount(3);
  await expect(section.getByTestId('reviews-summary')).toContainText(/Based on \d+ reviews/);
  await expect(section.getByTestId('rating-distribution').getByRole('listitem')).toHaveCount(5);
  await expect(page.getByTestId('rating-summary')).toContainText(/\(\d+ reviews\)/);
  await section.getByRole('button', { name: 'Load More' }).click();
  await expect(section.getByTestId('review')).toHaveCount(6);
  // Review text is shown as text, never HTML (React escapes it); the page still works.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a product without reviews says so', async ({ page }) => {
  await page.goto(`/product/${seeded.none}`);
  await expect(reviewsSection(page).getByText('Reviews not available')).toBeVisible();
  await expect(page.getByTestId('rating-summary')).toHaveCount(0);
});

test('a visitor who adds a review logs in first and comes back to the product', async ({ page }) => {
  await page.goto(`/product/${seeded.many}`);
  await reviewsSection(page).getByRole('button', { name: 'Add Review' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${seeded.many}$`));
});

test('the dialog: Escape and Cancel close it, the page does not scroll, a failure keeps it open', async ({ page }) => {
  await signUp(page.request, 'Reem');
  await page.goto(`/product/${seeded.some}`);
  await reviewsInPlace(page);
  const add = reviewsSection(page).getByRole('button', { name: 'Add Review' });

  await add.click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
  // Opened, it takes the focus: the rating comes first.
  await expect(dialog(page).getByRole('radio').first()).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  await add.click();
  // Focus stays inside: tabbing round the whole dialog never leaves it.
  for (let n = 0; n < 16; n++) await page.keyboard.press('Tab');
  expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toBeHidden();

  await add.click();
  await dialog(page).getByRole('button', { name: 'Submit Review' }).click();
  // SPEC §5: both messages at once, each under its field; the first field refused takes focus.
  await expect(dialog(page).getByLabel('Title')).toHaveAccessibleDescription('Title is required');
  await expect(dialog(page).getByLabel('Review')).toHaveAccessibleDescription('Review body is required');
  await expect(dialog(page).getByLabel('Title')).toBeFocused();
  await dialog(page).getByLabel('Title').fill('Nice');
  await dialog(page).getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog(page).getByLabel('Review')).toHaveAccessibleDescription('Review body is required');
  await expect(dialog(page).getByText('Title is required')).toHaveCount(0);
  await expect(dialog(page).getByLabel('Review')).toBeFocused();
  await expect(dialog(page)).toBeVisible();
});

test('submitting shows Submitting..., closes the dialog and shows the new review', async ({ page }) => {
  await signUp(page.request, 'Hamad');
  await page.goto(`/product/${seeded.some}`);
  await reviewsInPlace(page);
  await reviewsSection(page).getByRole('button', { name: 'Add Review' }).click();
  const title = `Clear lenses ${Date.now().toString(36)}`;
  await dialog(page).getByRole('radio', { name: '4.5 stars' }).check({ force: true });
  await dialog(page).getByLabel('Title').fill(title);
  await dialog(page).getByLabel('Review').fill('<b>Light</b> and comfortable.');

  // Hold the request so the in-between state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/reviews', async (route) => {
    await held;
    await route.continue();
  });
  await dialog(page).getByRole('button', { name: 'Submit Review' }).click();
  const busy = dialog(page).getByRole('button', { name: 'Submitting...' });
  await expect(busy).toBeDisabled();
  release();

  await expect(dialog(page)).toBeHidden();
  // Among the three newest shown, without a reload.
  const posted = reviewTitled(page, title);
  await expect(posted).toBeVisible();
  // Shown as text, not markup.
  await expect(posted).toContainText('<b>Light</b> and comfortable.');
  await expect(posted.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
});

test('what is typed and rated in the dialog before its code comes is what is posted', async ({ page }) => {
  await signUp(page.request, 'Rashid');
  const title = `Typed early ${Date.now().toString(36)}`;
  await beforeHydration(page, `/product/${seeded.some}?review=new`, async () => {
    await dialog(page).getByRole('radio', { name: '4 stars', exact: true }).check({ force: true });
    await dialog(page).getByLabel('Title').fill(title);
    await dialog(page).getByLabel('Review').fill('Written while the page was still loading.');
  });
  await expectPartHydrated(dialog(page));
  await dialog(page).getByRole('button', { name: 'Submit Review' }).click();

  await expect(dialog(page)).toBeHidden();
  const posted = reviewTitled(page, title);
  await expect(posted).toContainText('Written while the page was still loading.');
  await expect(posted.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
});

test('the product page with the dialog open has no serious axe violation', async ({ page }) => {
  await signUp(page.request, 'Salem');
  await page.goto(`/product/${seeded.some}`);
  await reviewsSection(page).getByRole('button', { name: 'Add Review' }).click();
  await expect(dialog(page)).toBeVisible();
  await expectNoSeriousAxeViolation(page);
});
