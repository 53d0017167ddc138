import { expect, test } from '@playwright/test';
import { signUp, toast } from './account-helpers';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { postReview, reviewsSection, reviewTitled, seededProducts, uniqueTitle, type Seeded } from './review-helpers';

/**
 * Issue 17: writing, editing and deleting a review work without JavaScript. The dialogs come with
 * the page (`?review=…`), their forms post to the product page's action, which validates on the
 * server and answers every field's message with what was typed, or the page with the change made.
 */
test.use({ viewport: { width: 1366, height: 900 }, javaScriptEnabled: false });
// axe runs in the page, so it needs JavaScript: the last test checks the same server-rendered answer with it on.
// In order, one at a time: these tests post on the same product, and one checking that its new review
// comes first failed when another of them posted in between (the newest review leads).
test.describe.configure({ mode: 'default' });

let seeded: Seeded;
test.beforeAll(async ({ request }) => {
  seeded = await seededProducts(request);
});

test('a review is posted without JavaScript: field errors with the input kept, then the new review in the list', async ({
  page,
}) => {
  await signUp(page.request, 'Sara');
  await page.goto(`/product/${seeded.some}`);
  await reviewsSection(page).getByRole('button', { name: 'Add Review' }).click();
  await expect(page).toHaveURL(/\?review=new/);
  const dialog = page.getByRole('dialog', { name: 'Leave a Review' });
  await expect(dialog).toBeVisible();

  // Nothing typed: both SPEC messages at once, each by its field.
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByLabel('Title')).toHaveAccessibleDescription('Title is required');
  await expect(dialog.getByLabel('Review')).toHaveAccessibleDescription('Review body is required');

  await dialog.getByRole('radio', { name: '3.5 stars' }).check({ force: true });
  // Two lines: the review is the form's multi-line field.
  await dialog.getByLabel('Review').fill('<i>Sharp</i> and light.\nComfortable all day.');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByLabel('Title')).toHaveAccessibleDescription('Title is required');
  await expect(dialog.getByLabel('Review')).toHaveValue('<i>Sharp</i> and light.\nComfortable all day.');
  await expect(dialog.getByRole('radio', { name: '3.5 stars' })).toBeChecked();
  await expect(dialog.getByText('Review body is required')).toHaveCount(0);

  const title = uniqueTitle('No script needed');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${seeded.some}#reviews$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const posted = reviewTitled(page, title);
  await expect(posted).toBeVisible();
  await expect(posted).toContainText('<i>Sharp</i> and light.');
  await expect(posted).toContainText('Comfortable all day.');
  await expect(posted.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeVisible();
});

test('the author edits and deletes without JavaScript, and Cancel closes the dialogs', async ({ page }) => {
  await signUp(page.request, 'Yousef');
  const title = uniqueTitle('Comfortable');
  await postReview(page.request, seeded.some, title, 4);
  await page.goto(`/product/${seeded.some}`);

  await reviewTitled(page, title).getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\?review=edit-\d+/);
  const dialog = page.getByRole('dialog', { name: 'Edit Review' });
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/review=/);

  await reviewTitled(page, title).getByRole('button', { name: 'Edit' }).click();
  await dialog.getByLabel('Title').fill('');
  await dialog.getByLabel('Review').fill('Better after adjusting the arms.');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByLabel('Title')).toHaveAccessibleDescription('Title is required');
  await expect(dialog.getByLabel('Review')).toHaveValue('Better after adjusting the arms.');

  const changed = `${title} now`;
  await dialog.getByLabel('Title').fill(changed);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(toast(page, 'Your review is updated.')).toBeVisible();
  await expect(reviewTitled(page, changed)).toContainText('Better after adjusting the arms.');

  await reviewTitled(page, changed).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your review?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(reviewTitled(page, changed)).toBeVisible();

  await reviewTitled(page, changed).getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(toast(page, 'Your review is deleted.')).toBeVisible();
  await expect(reviewTitled(page, changed)).toHaveCount(0);
});

test('a review deleted in another tab: saving its edit without JavaScript says it is gone, above the list and in view', async ({
  page,
}) => {
  await signUp(page.request, 'Maryam');
  const title = uniqueTitle('Gone meanwhile');
  const id = await postReview(page.request, seeded.some, title);
  await page.goto(`/product/${seeded.some}?review=edit-${id}`);
  const dialog = page.getByRole('dialog', { name: 'Edit Review' });
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await page.request.delete(`/api/reviews/${id}`);

  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  expect((await answer).status()).toBe(404);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The answer opens at the reviews, so the message is in view, not far below the top of the page.
  await expect(page).toHaveURL(new RegExp(`/product/${seeded.some}\\?review=edit-${id}#reviews$`));
  await expect(reviewsSection(page).getByTestId('review-error')).toHaveText('Review not found');
  await expect(reviewsSection(page).getByTestId('review-error')).toBeInViewport();
  await expect(reviewTitled(page, title)).toHaveCount(0);
});

test('in Arabic, without JavaScript: the messages in Arabic and the review posted', async ({ page }) => {
  await signUp(page.request, 'Noura');
  await page.goto(`/ar/product/${seeded.some}`);
  await reviewsSection(page).getByRole('button', { name: 'أضف تقييمًا' }).click();
  await expect(page).toHaveURL(/\/ar\/product\/.*\?review=new/);
  const dialog = page.getByRole('dialog', { name: 'اكتب تقييمًا' });
  await dialog.getByRole('button', { name: 'إرسال التقييم' }).click();
  await expect(dialog.getByLabel('العنوان')).toHaveAccessibleDescription('العنوان مطلوب');
  await expect(dialog.getByLabel('تقييمك')).toHaveAccessibleDescription('نص التقييم مطلوب');

  const title = uniqueTitle('مريحة جدًا');
  await dialog.getByLabel('العنوان').fill(title);
  await dialog.getByLabel('تقييمك').fill('خفيفة وواضحة.');
  await dialog.getByRole('button', { name: 'إرسال التقييم' }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/product/${seeded.some}#reviews$`));
  await expect(reviewTitled(page, title)).toBeVisible();
});

test.describe('the answer to a form post, checked by axe', () => {
  test.use({ javaScriptEnabled: true });

  test('the dialog with its field errors has no serious axe violation', async ({ page }) => {
    await signUp(page.request, 'Rashid');
    await page.goto(`/product/${seeded.some}?review=new`);
    const dialog = page.getByRole('dialog', { name: 'Leave a Review' });
    // The browser's own submit (no submit event, so no script takes it): the post a browser without JavaScript makes.
    await dialog.locator('form[method="post"]').evaluate((form: HTMLFormElement) => HTMLFormElement.prototype.submit.call(form));
    await expect(dialog.getByLabel('Title')).toHaveAccessibleDescription('Title is required');
    await expect(dialog.getByLabel('Review')).toHaveAccessibleDescription('Review body is required');
    await expect(dialog.getByRole('group', { name: 'Rating' })).toBeVisible();
    await expectNoSeriousAxeViolation(page);
  });
});
