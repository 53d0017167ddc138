import type { APIRequestContext, Page } from '@playwright/test';
import { expectPartHydrated } from './hydration-helpers';

export interface Seeded {
  /** A product with more than 6 reviews: 'Load More' needs only that many (the API test's review there is deleted again). */
  many: string;
  /** A product without reviews (the empty state); never written to either. */
  none: string;
  /** A product with a few reviews, where the tests post theirs. */
  some: string;
}

/**
 * Picks products from the seeded reviews through the public API, so no handle is hard-coded. Only
 * products for sale: the API also lists the hidden lens packages, which have no reviews and no page.
 */
export async function seededProducts(request: APIRequestContext): Promise<Seeded> {
  const { products } = (await (await request.get('/api/products')).json()) as {
    products: { handle: string; productType: string }[];
  };
  const found: Partial<Seeded> = {};
  for (const { handle, productType } of products) {
    if (productType === 'Lenses') continue;
    const { total } = (await (await request.get(`/api/reviews?product=${handle}&pageSize=1`)).json()) as { total: number };
    if (total > 6 && !found.many) found.many = handle;
    else if (total === 0 && !found.none) found.none = handle;
    else if (total > 0 && total <= 6 && !found.some) found.some = handle;
    if (found.many && found.none && found.some) return found as Seeded;
  }
  throw new Error('the seeded reviews lack a product of each kind');
}

/** A title no other test uses, so a test finds its own review however many run at once. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Posts a review through the API as the customer signed in on `request`; answers its id. */
export async function postReview(request: APIRequestContext, handle: string, title: string, rating = 4): Promise<number> {
  const response = await request.post('/api/reviews', {
    data: { title, review_body: 'Light and clear.', rating, product_handle: handle },
  });
  if (response.status() !== 201) throw new Error(`posting a review answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

export const reviewsSection = (page: Page) => page.locator('#reviews');

/**
 * Scrolls to the reviews and waits for their code (they hydrate on sight): only then do the dialogs
 * open in place. A click before that is the no-JavaScript GET form's, answered by a new page.
 */
export async function reviewsInPlace(page: Page) {
  await reviewsSection(page).scrollIntoViewIfNeeded();
  await expectPartHydrated(reviewsSection(page));
}

/**
 * A review found by its title. Other test files post reviews to the same product at the same time,
 * so a test's own new review is not always the newest: it is looked for, never taken as the first.
 */
export const reviewTitled = (page: Page, title: string) => reviewsSection(page).getByTestId('review').filter({ hasText: title });
