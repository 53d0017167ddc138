import { expect, test } from '@playwright/test';
import { signUp, toast } from './account-helpers';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import {
  postReview,
  reviewsInPlace,
  reviewsSection,
  reviewTitled,
  seededProducts,
  uniqueTitle,
  type Seeded,
} from './review-helpers';

/**
 * Issue 17: a review's author edits it in the review dialog and deletes it after a confirmation, the
 * list changing at once; nobody else is offered either, and the server refuses them anyway.
 */
test.use({ viewport: { width: 1366, height: 900 } });
// The dialogs open in place here (reviewsInPlace); reviews-no-js.spec.ts has them without JavaScript.

let seeded: Seeded;
test.beforeAll(async ({ request }) => {
  seeded = await seededProducts(request);
});

test('the author edits their review in the dialog, and the list shows it at once', async ({ page }) => {
  await signUp(page.request, 'Mariam');
  const title = uniqueTitle('Light frame');
  await postReview(page.request, seeded.some, title, 4);
  await page.goto(`/product/${seeded.some}`);
  await reviewsInPlace(page);

  // Edit and Delete on this review only: the seeded ones and other customers' have none.
  await expect(reviewsSection(page).getByRole('button', { name: 'Edit' })).toHaveCount(1);
  await expect(reviewsSection(page).getByRole('button', { name: 'Delete' })).toHaveCount(1);
  const mine = reviewTitled(page, title);
  await mine.getByRole('button', { name: 'Edit' }).click();

  const dialog = page.getByRole('dialog', { name: 'Edit Review' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await expect(dialog.getByLabel('Review')).toHaveValue('Light and clear.');
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expectNoSeriousAxeViolation(page);

  // The server's SPEC message keeps the dialog open.
  await dialog.getByLabel('Title').fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByLabel('Title')).toHaveAccessibleDescription('Title is required');

  const changed = `${title} (after a month)`;
  await dialog.getByLabel('Title').fill(changed);
  await dialog.getByRole('radio', { name: '2.5 stars' }).check({ force: true });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/reviews/*', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  release();

  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Your review is updated.')).toBeVisible();
  await expect(reviewTitled(page, changed).getByRole('img', { name: 'Rated 2.5 out of 5' })).toBeVisible();
  await page.reload();
  await expect(reviewTitled(page, changed).getByRole('img', { name: 'Rated 2.5 out of 5' })).toBeVisible();
});

test('the author deletes their review after confirming; Cancel keeps it', async ({ page }) => {
  await signUp(page.request, 'Khalid');
  const title = uniqueTitle('Too tight');
  await postReview(page.request, seeded.some, title);
  await page.goto(`/product/${seeded.some}`);
  const mine = reviewTitled(page, title);

  await mine.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your review?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(title);
  await expectNoSeriousAxeViolation(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(mine).toBeVisible();

  await mine.getByRole('button', { name: 'Delete' }).click();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(mine).toBeVisible();

  await mine.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(mine).toHaveCount(0);
  await expect(toast(page, 'Your review is deleted.')).toBeVisible();
  // Focus does not fall to the top of the page with the button that is gone.
  await expect(page.getByRole('heading', { name: 'Reviews', exact: true })).toBeFocused();
  await page.reload();
  await expect(reviewsSection(page).getByTestId('review').first()).toBeVisible();
  await expect(reviewTitled(page, title)).toHaveCount(0);
});

test('another customer sees no Edit or Delete and cannot edit or delete by posting the form', async ({
  page,
  playwright,
  baseURL,
}) => {
  const author = await playwright.request.newContext({ baseURL });
  await signUp(author, 'Huda');
  const title = uniqueTitle('Great for driving');
  const id = await postReview(author, seeded.some, title);

  await signUp(page.request, 'Fahad');
  await page.goto(`/product/${seeded.some}`);
  await expect(reviewTitled(page, title)).toBeVisible();
  await expect(reviewsSection(page).getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(reviewsSection(page).getByRole('button', { name: 'Delete' })).toHaveCount(0);
  // Asking for the dialogs in the URL opens nothing either.
  for (const dialog of [`edit-${id}`, `delete-${id}`]) {
    await page.goto(`/product/${seeded.some}?review=${dialog}`);
    await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0);
  }

  // The forms the dialogs post without JavaScript: refused on the server, with the reason on the page.
  const edit = await page.request.post(`/product/${seeded.some}?review=edit-${id}`, {
    form: { intent: 'update', id: String(id), title: 'Not mine', review_body: 'x', rating: '1' },
    maxRedirects: 0,
  });
  expect(edit.status()).toBe(403);
  expect(await edit.text()).toContain('You can only change your own reviews');
  const remove = await page.request.post(`/product/${seeded.some}?review=delete-${id}`, {
    form: { intent: 'delete', id: String(id) },
    maxRedirects: 0,
  });
  expect(remove.status()).toBe(403);

  // A visitor is sent to log in.
  const visitor = await playwright.request.newContext({ baseURL });
  const anonymous = await visitor.post(`/product/${seeded.some}`, {
    form: { intent: 'delete', id: String(id) },
    maxRedirects: 0,
  });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toMatch(/\/login$/);

  const { reviews } = (await (await author.get(`/api/reviews?product=${seeded.some}&pageSize=50`)).json()) as {
    reviews: { id: number; title: string }[];
  };
  expect(reviews.find((review) => review.id === id)?.title).toBe(title);
  await author.delete(`/api/reviews/${id}`);
  await author.dispose();
  await visitor.dispose();
});

test('in Arabic: the author edits and deletes, with the dialogs in Arabic', async ({ page }) => {
  await signUp(page.request, 'Aisha');
  const title = uniqueTitle('نظارة خفيفة');
  await postReview(page.request, seeded.some, title, 5);
  await page.goto(`/ar/product/${seeded.some}`);
  await reviewsInPlace(page);
  const mine = reviewTitled(page, title);

  await mine.getByRole('button', { name: 'تعديل' }).click();
  const dialog = page.getByRole('dialog', { name: 'تعديل التقييم' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('العنوان').fill('');
  await dialog.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(dialog.getByLabel('العنوان')).toHaveAccessibleDescription('العنوان مطلوب');
  const changed = `${title} ممتازة`;
  await dialog.getByLabel('العنوان').fill(changed);
  await dialog.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'تم تعديل تقييمك.')).toBeVisible();
  const edited = reviewTitled(page, changed);
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: 'حذف' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'هل تريد حذف تقييمك؟' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await confirm.getByRole('button', { name: 'حذف' }).click();
  await expect(edited).toHaveCount(0);
  await expect(toast(page, 'تم حذف تقييمك.')).toBeVisible();
});

test('a review the author deletes in one tab is gone when another tab tries to edit it', async ({ page }) => {
  await signUp(page.request, 'Omar');
  const title = uniqueTitle('Two tabs');
  const id = await postReview(page.request, seeded.some, title);
  await page.goto(`/product/${seeded.some}`);
  await reviewsInPlace(page);
  await reviewTitled(page, title).getByRole('button', { name: 'Edit' }).click();
  await page.request.delete(`/api/reviews/${id}`);
  const dialog = page.getByRole('dialog', { name: 'Edit Review' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Review not found');
  await expect(dialog).toBeVisible();
});
