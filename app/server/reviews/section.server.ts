import type { AppLoadContext } from 'react-router';
import { REVIEWS_SHOWN_MAX } from './limits';
import { externalId } from './product-id';
import { seedFor } from './request.server';
import { productSummary } from './service.server';
import { listReviews, type PublicReview } from './store.server';
import type { ReviewSummary } from './summary';

/** SPEC §9: reviews shown 3 at a time. */
export const REVIEWS_STEP = 3;

/**
 * A failure carries no words: the page says 'Failed to fetch reviews' (SPEC §8) in its language.
 * `own` lists the shown reviews the viewer wrote (decided on the server, `markOwnReviews`): only
 * those get Edit and Delete.
 */
export type ReviewSection =
  { ok: true; summary: ReviewSummary; reviews: PublicReview[]; total: number; own: number[] } | { ok: false };

/**
 * The product page's reviews, rendered on the server with the page (no fetch chain in the browser).
 * A failure is returned, not thrown: the rest of the product page must still work (SPEC §8).
 */
export async function loadReviewSection(context: AppLoadContext, productGid: string, shown: number): Promise<ReviewSection> {
  const id = externalId(productGid);
  if (id === null) return { ok: true, summary: { average: 0, count: 0, distribution: [] }, reviews: [], total: 0, own: [] };
  try {
    await seedFor(context);
    const [summary, page] = await Promise.all([productSummary(context.db, id), listReviews(context.db, id, 1, shown)]);
    return { ok: true, summary, reviews: page.reviews, total: page.total, own: [] };
  } catch (error) {
    console.error('Reviews for the product page failed', error);
    return { ok: false };
  }
}

/** `?reviews=6` (a no-JS 'Load More'): how many to show, in steps of 3, bounded. */
export function reviewsShown(url: URL): number {
  const asked = Number(url.searchParams.get('reviews'));
  if (!Number.isInteger(asked) || asked < REVIEWS_STEP) return REVIEWS_STEP;
  return Math.min(Math.ceil(asked / REVIEWS_STEP) * REVIEWS_STEP, REVIEWS_SHOWN_MAX);
}
