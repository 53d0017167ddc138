import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { i18nFor } from '~/i18n/catalogs.server';
import { rateLimitWindows } from '../db/rate-limits';
import { reviews } from '../db/reviews';
import { handleReviewForm } from './form.server';
import { createReview, listProductReviews, type ReviewAuthor, type ReviewDeps } from './service.server';
import { insertReview } from './store.server';

/** The review dialogs' forms posted without JavaScript: the same rules as the API, every field's message at once. */
const AUTHOR: ReviewAuthor = { customerId: 'gid://shopify/Customer/1', email: 'layla@example.com', name: 'Layla A.' };
const OTHER: ReviewAuthor = { customerId: 'gid://shopify/Customer/2', email: 'omar@example.com', name: 'Omar H.' };
const HANDLE = 'aviator-gold';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await handle.close();
});
beforeEach(async () => {
  await handle.db.delete(reviews);
  await handle.db.delete(rateLimitWindows);
});

function deps(author: ReviewAuthor | null, language: 'en' | 'ar' = 'en'): ReviewDeps {
  return {
    db: handle.db,
    i18n: i18nFor(language),
    author,
    resolveProduct: (value) => Promise.resolve(value === HANDLE ? '7' : null),
  };
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const titles = async () => (await listProductReviews(deps(null), HANDLE)).reviews.map((review) => review.title);

describe('writing a review without JavaScript', () => {
  it('saves it with the customer as author', async () => {
    const outcome = await handleReviewForm(
      deps(AUTHOR),
      HANDLE,
      form({ intent: 'create', title: 'Sharp', review_body: 'Very clear.', rating: '4.5' }),
    );
    expect(outcome).toEqual({ done: true, intent: 'create' });
    const [review] = (await listProductReviews(deps(null), HANDLE)).reviews;
    expect(review).toMatchObject({ title: 'Sharp', body: 'Very clear.', rating: 4.5, reviewer: { name: 'Layla A.' } });
  });

  it("answers every field's SPEC message at once and keeps what was typed", async () => {
    const outcome = await handleReviewForm(
      deps(AUTHOR),
      HANDLE,
      form({ intent: 'create', title: ' ', review_body: '', rating: '3.5' }),
    );
    expect(outcome).toEqual({
      done: false,
      status: 400,
      feedback: {
        intent: 'create',
        values: { title: ' ', review_body: '', rating: '3.5' },
        errors: { title: 'Title is required', review_body: 'Review body is required' },
        formError: undefined,
      },
    });
    expect(await titles()).toEqual([]);
  });

  it('answers in the page language', async () => {
    const outcome = await handleReviewForm(
      deps(AUTHOR, 'ar'),
      HANDLE,
      form({ intent: 'create', title: '', review_body: 'x', rating: '5' }),
    );
    expect(outcome).toMatchObject({ done: false, feedback: { errors: { title: 'العنوان مطلوب' } } });
  });

  it('takes no star chosen as 0 (SPEC §5: no minimum) and refuses a rating off the half steps', async () => {
    expect(await handleReviewForm(deps(AUTHOR), HANDLE, form({ intent: 'create', title: 'a', review_body: 'b' }))).toEqual({
      done: true,
      intent: 'create',
    });
    const outcome = await handleReviewForm(
      deps(AUTHOR),
      HANDLE,
      form({ intent: 'create', title: 'a', review_body: 'b', rating: '4.2' }),
    );
    expect(outcome).toMatchObject({ status: 400, feedback: { errors: { rating: 'Rating must be in steps of 0.5' } } });
  });

  it('says so on the form when the product is unknown or the intent is not one it knows', async () => {
    const unknown = await handleReviewForm(
      deps(AUTHOR),
      'no-such-frame',
      form({ intent: 'create', title: 'a', review_body: 'b', rating: '5' }),
    );
    expect(unknown).toMatchObject({ status: 404, feedback: { formError: 'Product not found' } });
    const odd = await handleReviewForm(deps(AUTHOR), HANDLE, form({ intent: 'publish', title: 'a' }));
    expect(odd).toMatchObject({ status: 400, feedback: { intent: null, formError: 'Invalid review' } });
  });
});

describe("editing and deleting one's own review without JavaScript", () => {
  it('lets the author change and then delete it', async () => {
    const review = await createReview(deps(AUTHOR), { title: 'Good', review_body: 'Fits.', rating: 4, product_handle: HANDLE });
    const edit = form({ intent: 'update', id: String(review.id), title: 'Better', review_body: 'Fits well.', rating: '5' });
    expect(await handleReviewForm(deps(AUTHOR), HANDLE, edit)).toEqual({ done: true, intent: 'update' });
    expect((await listProductReviews(deps(null), HANDLE)).reviews[0]).toMatchObject({
      title: 'Better',
      body: 'Fits well.',
      rating: 5,
    });
    expect(await handleReviewForm(deps(AUTHOR), HANDLE, form({ intent: 'delete', id: String(review.id) }))).toEqual({
      done: true,
      intent: 'delete',
    });
    expect(await titles()).toEqual([]);
  });

  it('validates an edit like a new review, keeping what was typed', async () => {
    const review = await createReview(deps(AUTHOR), { title: 'Good', review_body: 'Fits.', rating: 4, product_handle: HANDLE });
    const outcome = await handleReviewForm(
      deps(AUTHOR),
      HANDLE,
      form({ intent: 'update', id: String(review.id), title: '', review_body: 'Changed', rating: '2' }),
    );
    expect(outcome).toMatchObject({
      status: 400,
      feedback: {
        intent: 'update',
        errors: { title: 'Title is required' },
        values: { title: '', review_body: 'Changed', rating: '2' },
      },
    });
    expect(await titles()).toEqual(['Good']);
  });

  it("refuses another customer's review (403), a seeded one (403) and an unknown one (404)", async () => {
    const review = await createReview(deps(AUTHOR), { title: 'Good', review_body: 'Fits.', rating: 4, product_handle: HANDLE });
    const seeded = await insertReview(handle.db, {
      productExternalId: '7',
      rating: 5,
      title: 'Seeded',
      body: 'x',
      reviewerName: 'Sarah M.',
    });
    const edit = (id: number) => form({ intent: 'update', id: String(id), title: 'Mine now', review_body: 'x', rating: '1' });
    expect(await handleReviewForm(deps(OTHER), HANDLE, edit(review.id))).toMatchObject({
      status: 403,
      feedback: { formError: 'You can only change your own reviews' },
    });
    expect(await handleReviewForm(deps(OTHER), HANDLE, form({ intent: 'delete', id: String(review.id) }))).toMatchObject({
      status: 403,
    });
    expect(await handleReviewForm(deps(AUTHOR), HANDLE, form({ intent: 'delete', id: String(seeded.id) }))).toMatchObject({
      status: 403,
    });
    expect(await handleReviewForm(deps(AUTHOR), HANDLE, form({ intent: 'delete', id: 'x' }))).toMatchObject({
      status: 404,
      feedback: { formError: 'Review not found' },
    });
    expect((await titles()).sort()).toEqual(['Good', 'Seeded']);
  });
});
