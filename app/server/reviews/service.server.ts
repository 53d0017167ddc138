import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Database } from '../../../db/connection';
import { takeHit, type RateLimitRule } from '../../../db/rate-limit';
import { ReviewError } from './errors';
import {
  deleteReview,
  findReview,
  insertReview,
  listReviews,
  productRatings,
  toPublic,
  updateReview,
  type PublicReview,
  type ReviewPage,
} from './store.server';
import { summarise, type ReviewSummary } from './summary';
import { refusal, reviewSchemas, updatedData } from './validation';
import { retryAfter } from '../limits/per-ip.server';
import { takeWrite } from '../limits/write-limit.server';

/** The signed-in customer, as the Storefront API knows them; null for a visitor. */
export interface ReviewAuthor {
  customerId: string;
  email: string;
  name: string;
}

/** What the service needs from the request: the database, the catalog lookup, who is asking and in which language. */
export interface ReviewDeps {
  db: Database;
  /** The request's catalogue: every message the service answers with is in its language. */
  i18n: I18n;
  /** A handle or numeric id → the product's numeric id, or null when the catalog has no such product. */
  resolveProduct(handleOrId: string): Promise<string | null>;
  author: ReviewAuthor | null;
}

/** Issue 7: posting is rate limited per customer (a spam script with a stolen session). */
export const POST_LIMIT: RateLimitRule = { name: 'review-post', limit: 10, windowMs: 60 * 60_000 };
/**
 * Editing and deleting reviews, per customer: each write asks the Storefront API who is asking, so a
 * script with a session must not repeat them without end (`takeWrite`). Far above what a person does.
 */
export const REVIEW_WRITE_LIMIT: RateLimitRule = { name: 'review-write', limit: 30, windowMs: 10 * 60_000 };
export const MAX_PAGE_SIZE = 50;

export async function listProductReviews(deps: ReviewDeps, product: string | null, page = 1, pageSize = 10): Promise<ReviewPage> {
  let productId: string | null = null;
  if (product !== null) {
    productId = await deps.resolveProduct(product);
    // An unknown product simply has no reviews: the list is public and says nothing more.
    if (productId === null) return { reviews: [], page, pageSize, total: 0 };
  }
  return listReviews(deps.db, productId, page, pageSize);
}

export async function productSummary(db: Database, productExternalId: string): Promise<ReviewSummary> {
  return summarise(await productRatings(db, productExternalId));
}

function requireAuthor(deps: ReviewDeps): ReviewAuthor {
  if (!deps.author) throw new ReviewError(401, deps.i18n._(msg`Please log in to leave a review`));
  return deps.author;
}

/** 'Too many reviews. Please try again in 12 minutes.', counted as the language counts. */
function tooManyReviews(i18n: I18n, retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    const seconds = retryAfterSeconds;
    return i18n._(msg`Too many reviews. Please try again in ${plural(seconds, { one: '# second', other: '# seconds' })}.`);
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return i18n._(msg`Too many reviews. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`);
}

export async function createReview(deps: ReviewDeps, body: unknown, now = Date.now()): Promise<PublicReview> {
  const author = requireAuthor(deps);
  const schemas = reviewSchemas(deps.i18n);
  const parsed = schemas.reviewInput.safeParse(body);
  if (!parsed.success) throw refusal(parsed.error, schemas);
  const productId = await deps.resolveProduct(parsed.data.product_handle);
  if (productId === null) throw new ReviewError(404, deps.i18n._(msg`Product not found`));
  // Counted before it is checked, so posts sent at the same moment cannot slip past the limit together.
  const limit = await takeHit(deps.db, POST_LIMIT, author.customerId, now);
  if (limit.limited) {
    throw new ReviewError(429, tooManyReviews(deps.i18n, limit.retryAfterSeconds), {
      'Retry-After': String(limit.retryAfterSeconds),
    });
  }
  const row = await insertReview(deps.db, {
    productExternalId: productId,
    rating: parsed.data.rating,
    title: parsed.data.title,
    body: parsed.data.review_body,
    // The name shown is the customer's chosen one when given (one of invisible characters only is
    // none: the schema makes it undefined), else their account name; the email is always the
    // account's, whatever the form sent (reviewer_email cannot impersonate anyone).
    reviewerName: parsed.data.reviewer_name ?? author.name,
    authorCustomerId: author.customerId,
    authorEmail: author.email,
  });
  return toPublic(row);
}

/** The ids the reviews table can hold (a 32-bit integer column): any other number names no review. */
const isReviewId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2 ** 31 - 1;

/**
 * Updating and deleting: only the review's author (issue 7's rule; the SPEC leaves it open), within
 * the customer's write limit (429 with Retry-After), counted before the review is looked at.
 */
async function ownReview(deps: ReviewDeps, id: number, now: number) {
  const author = requireAuthor(deps);
  const refused = await takeWrite(deps.db, REVIEW_WRITE_LIMIT, author.customerId, deps.i18n, now);
  if (refused) throw new ReviewError(429, refused.message, retryAfter(refused));
  const row = isReviewId(id) ? await findReview(deps.db, id) : undefined;
  if (!row) throw new ReviewError(404, deps.i18n._(msg`Review not found`));
  if (row.authorCustomerId !== author.customerId)
    throw new ReviewError(403, deps.i18n._(msg`You can only change your own reviews`));
  return row;
}

export async function changeReview(deps: ReviewDeps, id: number, body: unknown, now = Date.now()): Promise<PublicReview> {
  await ownReview(deps, id, now);
  const schemas = reviewSchemas(deps.i18n);
  const parsed = schemas.reviewUpdate.safeParse(updatedData(body));
  if (!parsed.success) throw refusal(parsed.error, schemas);
  const { title, review_body, rating } = parsed.data;
  return toPublic(await updateReview(deps.db, id, { title, body: review_body, rating }));
}

export async function removeReview(deps: ReviewDeps, id: number, now = Date.now()): Promise<void> {
  await ownReview(deps, id, now);
  await deleteReview(deps.db, id);
}
