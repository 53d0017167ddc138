import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { i18nFor } from '~/i18n/catalogs.server';
import { rateLimitWindows } from '../db/rate-limits';
import { reviews } from '../db/reviews';
import { ReviewError } from './errors';
import {
  changeReview,
  createReview,
  listProductReviews,
  POST_LIMIT,
  productSummary,
  removeReview,
  REVIEW_WRITE_LIMIT,
  type ReviewAuthor,
  type ReviewDeps,
} from './service.server';
import { insertReview } from './store.server';

const AUTHOR: ReviewAuthor = { customerId: 'gid://shopify/Customer/1', email: 'layla@example.com', name: 'Layla A.' };
const OTHER: ReviewAuthor = { customerId: 'gid://shopify/Customer/2', email: 'omar@example.com', name: 'Omar H.' };
const CATALOG = new Map([
  ['aviator-gold', '7'],
  ['round-black', '8'],
]);

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
    resolveProduct: (value) => Promise.resolve(CATALOG.get(value) ?? ([...CATALOG.values()].includes(value) ? value : null)),
  };
}

const valid = {
  title: 'Great',
  review_body: 'Fits well.',
  rating: 4.5,
  product_handle: 'aviator-gold',
  reviewer_email: '',
  reviewer_name: '',
};

/** The ReviewError a call throws, so a test can check status and message together. */
async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ReviewError)) throw new Error(`expected a ReviewError, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

describe('creating a review', () => {
  it('needs a signed-in customer (401)', async () => {
    expect(await failure(createReview(deps(null), valid))).toEqual({ status: 401, message: 'Please log in to leave a review' });
  });

  it('returns the public review, with the session customer as author whatever email was sent', async () => {
    const review = await createReview(deps(AUTHOR), { ...valid, reviewer_email: 'someone-else@example.com' });
    expect(review).toMatchObject({
      product_external_id: '7',
      rating: 4.5,
      title: 'Great',
      body: 'Fits well.',
      reviewer: { name: 'Layla A.' },
    });
    expect(JSON.stringify(review)).not.toContain('@');
    const [row] = await handle.db.select().from(reviews);
    expect(row).toMatchObject({ authorEmail: 'layla@example.com', authorCustomerId: AUTHOR.customerId });
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ title: '   ' }, 'Title is required'],
    [{ title: '\u200b\u200e' }, 'Title is required'],
    [{ review_body: '\u200b \u2060' }, 'Review body is required'],
    // Hangul fillers and the blank braille cell draw nothing either.
    [{ title: '\u3164' }, 'Title is required'],
    [{ title: '\uffa0\u1160' }, 'Title is required'],
    [{ review_body: '\u115f\u2800' }, 'Review body is required'],
    [{ review_body: '\u2800\n\u3164 \u034f\ufe0f\u00ad' }, 'Review body is required'],
    [{ title: undefined }, 'Title is required'],
    [{ review_body: '' }, 'Review body is required'],
    [{ review_body: undefined }, 'Review body is required'],
    [{ rating: 4.3 }, 'Rating must be in steps of 0.5'],
    [{ rating: 5.5 }, 'Rating must be from 0 to 5'],
    [{ rating: -0.5 }, 'Rating must be from 0 to 5'],
    [{ rating: '4' }, 'Rating must be a number from 0 to 5'],
    [{ title: 'x'.repeat(121) }, 'Title must be at most 120 characters'],
    [{ review_body: 'x'.repeat(5001) }, 'Review body must be at most 5000 characters'],
  ])('rejects %o with "%s" (400)', async (change, message) => {
    expect(await failure(createReview(deps(AUTHOR), { ...valid, ...change }))).toEqual({ status: 400, message });
  });

  it('names every refused field at once, beside the first problem as the message', async () => {
    const error = await createReview(deps(AUTHOR), { ...valid, title: '', review_body: ' ', rating: 7 }).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ReviewError);
    expect((error as ReviewError).message).toBe('Title is required');
    expect((error as ReviewError).fields).toEqual({
      title: 'Title is required',
      review_body: 'Review body is required',
      rating: 'Rating must be from 0 to 5',
    });
  });

  it('keeps the characters that draw nothing inside visible text', async () => {
    const review = await createReview(deps(AUTHOR), { ...valid, title: 'Good ⠀ fit', review_body: 'ok\u3164' });
    expect(review).toMatchObject({ title: 'Good ⠀ fit', body: 'ok\u3164' });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['spaces', '   '],
    ['a zero-width space', '\u200b'],
    ['a Hangul filler', '\u3164'],
    ['Hangul fillers and a blank braille cell', '\u115f\u1160\u2800\uffa0'],
  ])('names the review after the account when reviewer_name is %s', async (_, reviewerName) => {
    const review = await createReview(deps(AUTHOR), { ...valid, reviewer_name: reviewerName });
    expect(review.reviewer.name).toBe('Layla A.');
  });

  it('keeps a chosen reviewer_name', async () => {
    const review = await createReview(deps(AUTHOR), { ...valid, reviewer_name: ' Layla from Dubai ' });
    expect(review.reviewer.name).toBe('Layla from Dubai');
  });

  it('keeps a title sent through the API on one line', async () => {
    const review = await createReview(deps(AUTHOR), { ...valid, title: 'Light\r\n and\nclear ' });
    expect(review.title).toBe('Light and clear');
  });

  it('answers in Arabic on Arabic pages', async () => {
    expect(await failure(createReview(deps(AUTHOR, 'ar'), { ...valid, title: ' ' }))).toEqual({
      status: 400,
      message: 'العنوان مطلوب',
    });
    expect(await failure(createReview(deps(AUTHOR, 'ar'), { ...valid, review_body: '' }))).toEqual({
      status: 400,
      message: 'نص التقييم مطلوب',
    });
    expect(await failure(createReview(deps(null, 'ar'), valid))).toEqual({
      status: 401,
      message: 'يُرجى تسجيل الدخول لكتابة تقييم',
    });
    // A body or a field of the wrong kind is not answered in zod's English.
    for (const body of [[], 'x', { ...valid, reviewer_name: 5 }, { ...valid, reviewer_email: {} }]) {
      const refused = await failure(createReview(deps(AUTHOR, 'ar'), body as never));
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.message, JSON.stringify(body)).not.toMatch(/[A-Za-z]/);
    }
    const own = await createReview(deps(AUTHOR, 'ar'), valid);
    const update = await failure(changeReview(deps(AUTHOR, 'ar'), own.id, [] as never));
    expect(update).toEqual({ status: 400, message: 'التقييم غير صالح' });
  });

  it('accepts a rating of 0 (SPEC §5: no minimum)', async () => {
    expect((await createReview(deps(AUTHOR), { ...valid, rating: 0 })).rating).toBe(0);
  });

  it('answers 404 for a product the catalog does not have', async () => {
    expect(await failure(createReview(deps(AUTHOR), { ...valid, product_handle: 'no-such-frame' }))).toEqual({
      status: 404,
      message: 'Product not found',
    });
  });

  it('limits posting per customer (429)', async () => {
    const now = Date.UTC(2026, 5, 1, 10, 30);
    for (let n = 0; n < POST_LIMIT.limit; n++) await createReview(deps(AUTHOR), valid, now);
    const limited = await failure(createReview(deps(AUTHOR), valid, now));
    expect(limited.status).toBe(429);
    expect(limited.message).toBe('Too many reviews. Please try again in 60 minutes.');
    // Arabic counts the wait with its own plural forms.
    expect((await failure(createReview(deps(AUTHOR, 'ar'), valid, now))).message).toBe(
      'لقد أرسلت تقييمات كثيرة. يُرجى المحاولة مرة أخرى بعد 60 دقيقة.',
    );
    // Another customer is not held back.
    await expect(createReview(deps(OTHER), valid, now)).resolves.toBeDefined();
  });

  it('lets no more than the limit through when a script posts them all at the same moment', async () => {
    const now = Date.UTC(2026, 5, 2, 10, 30);
    const results = await Promise.allSettled(
      Array.from({ length: POST_LIMIT.limit + 5 }, () => createReview(deps(AUTHOR), valid, now)),
    );
    const posted = results.filter((result) => result.status === 'fulfilled').length;
    expect(posted).toBeLessThanOrEqual(POST_LIMIT.limit);
    for (const result of results)
      if (result.status === 'rejected') expect((result.reason as { status: number }).status).toBe(429);
    expect((await listProductReviews(deps(null), 'aviator-gold')).total).toBe(posted);
  });
});

describe('updating and deleting', () => {
  it('lets the author update and delete', async () => {
    const review = await createReview(deps(AUTHOR), valid);
    const updated = await changeReview(deps(AUTHOR), review.id, { rating: 3, title: 'Still good' });
    expect(updated).toMatchObject({ id: review.id, rating: 3, title: 'Still good', body: 'Fits well.' });
    // SPEC §7: the SPEC's client sends the changes as updatedData.
    const again = await changeReview(deps(AUTHOR), review.id, { updatedData: { review_body: 'Fits very well.' } });
    expect(again).toMatchObject({ rating: 3, title: 'Still good', body: 'Fits very well.' });
    await removeReview(deps(AUTHOR), review.id);
    expect((await listProductReviews(deps(null), 'aviator-gold')).total).toBe(0);
  });

  it('refuses anyone else (403) and a visitor (401)', async () => {
    const review = await createReview(deps(AUTHOR), valid);
    expect((await failure(changeReview(deps(OTHER), review.id, { title: 'Mine now' }))).status).toBe(403);
    expect((await failure(removeReview(deps(OTHER), review.id))).status).toBe(403);
    expect((await failure(removeReview(deps(null), review.id))).status).toBe(401);
    expect((await listProductReviews(deps(null), 'aviator-gold')).reviews[0]?.title).toBe('Great');
  });

  it('refuses changes to seeded reviews, which have no author (403)', async () => {
    const seeded = await insertReview(handle.db, {
      productExternalId: '7',
      rating: 5,
      title: 'Seeded',
      body: 'x',
      reviewerName: 'Sarah M.',
    });
    expect((await failure(changeReview(deps(AUTHOR), seeded.id, { title: 'x' }))).status).toBe(403);
  });

  it('answers 404 for an unknown id and validates the update', async () => {
    expect((await failure(changeReview(deps(AUTHOR), 999_999, { title: 'x' }))).status).toBe(404);
    expect((await failure(removeReview(deps(AUTHOR), Number.NaN))).status).toBe(404);
    // Past the 32-bit id column: no review, not a database error.
    expect((await failure(removeReview(deps(AUTHOR), 2 ** 31))).status).toBe(404);
    expect((await failure(changeReview(deps(AUTHOR), 3_000_000_000, { title: 'x' }))).status).toBe(404);
    const review = await createReview(deps(AUTHOR), valid);
    expect(await failure(changeReview(deps(AUTHOR), review.id, { title: '' }))).toEqual({
      status: 400,
      message: 'Title is required',
    });
  });
});

describe('the write limit on edits and deletes', () => {
  it('answers 429 with Retry-After once a customer has made the limit of writes, and takes no more', async () => {
    const review = await createReview(deps(AUTHOR), valid);
    const now = Date.UTC(2026, 5, 3, 10, 30);
    for (let n = 0; n < REVIEW_WRITE_LIMIT.limit - 1; n++)
      await changeReview(deps(AUTHOR), review.id, { rating: n % 2 === 0 ? 3 : 4 }, now + n);
    await removeReview(deps(AUTHOR), 999_999, now).catch(() => undefined); // a refused write counts too
    const error = await changeReview(deps(AUTHOR), review.id, { title: 'Too late' }, now + 60_000).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ReviewError);
    expect(error).toMatchObject({ status: 429, message: 'Too many changes. Please try again in 9 minutes.' });
    expect((error as ReviewError).headers).toEqual({ 'Retry-After': '540' });
    expect((await failure(removeReview(deps(AUTHOR), review.id, now + 60_000))).status).toBe(429);
    expect((await listProductReviews(deps(null), 'aviator-gold')).reviews[0]?.title).toBe('Great');
    // Another customer is not held back (their 403 is the author check, past the limit).
    expect((await failure(removeReview(deps(OTHER), review.id, now + 60_000))).status).toBe(403);
    // Once the window has passed, the author may write again.
    await removeReview(deps(AUTHOR), review.id, now + REVIEW_WRITE_LIMIT.windowMs + 1);
    expect((await listProductReviews(deps(null), 'aviator-gold')).total).toBe(0);
  });

  it('counts the wait in seconds under a minute', async () => {
    const review = await createReview(deps(AUTHOR), valid);
    const now = Date.UTC(2026, 5, 4, 10, 30);
    for (let n = 0; n < REVIEW_WRITE_LIMIT.limit; n++) await changeReview(deps(AUTHOR), review.id, { rating: 2 }, now);
    const late = now + REVIEW_WRITE_LIMIT.windowMs - 20_000;
    expect(await failure(changeReview(deps(AUTHOR), review.id, { rating: 1 }, late))).toEqual({
      status: 429,
      message: 'Too many changes. Please try again in 20 seconds.',
    });
  });
});

describe('listing', () => {
  it('pages newest first, by handle or numeric id', async () => {
    for (let n = 1; n <= 7; n++) {
      await insertReview(handle.db, {
        productExternalId: '7',
        rating: 4,
        title: `Review ${n}`,
        body: 'x',
        reviewerName: 'A',
        createdAt: new Date(Date.UTC(2026, 0, n)),
      });
    }
    await insertReview(handle.db, { productExternalId: '8', rating: 2, title: 'Other product', body: 'x', reviewerName: 'B' });
    const first = await listProductReviews(deps(null), 'aviator-gold', 1, 3);
    expect(first.reviews.map((review) => review.title)).toEqual(['Review 7', 'Review 6', 'Review 5']);
    expect(first.total).toBe(7);
    const last = await listProductReviews(deps(null), '7', 3, 3);
    expect(last.reviews.map((review) => review.title)).toEqual(['Review 1']);
    expect((await listProductReviews(deps(null), 'no-such-frame')).reviews).toEqual([]);
    expect((await listProductReviews(deps(null), null, 1, 50)).total).toBe(8);
  });
});

describe('summary', () => {
  it('ignores ratings outside 1-5 in the average, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const rating of [5, 4, 0, 0.5, 3]) {
      await insertReview(handle.db, { productExternalId: '7', rating, title: 't', body: 'b', reviewerName: 'A' });
    }
    const summary = await productSummary(handle.db, '7');
    expect(summary.average).toBe(4);
    expect(summary.count).toBe(5);
    expect(summary.distribution).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 1 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('outside 1-5'));
    warn.mockRestore();
  });
});
