import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { hasMoreReviews } from './limits';
import { loadReviewSection, reviewsShown } from './section.server';

describe('the product page reviews', () => {
  it('reports a failure (the page says "Failed to fetch reviews") instead of failing the page when the database fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = new Proxy(
      {},
      {
        get() {
          throw new Error('database down');
        },
      },
    );
    const context = { db: broken, storefront: { query: () => Promise.reject(new Error('down')) } } as unknown as AppLoadContext;
    expect(await loadReviewSection(context, 'gid://shopify/Product/3', 3)).toEqual({ ok: false });
    error.mockRestore();
  });

  it('shows 3, then steps of 3 asked for in ?reviews=', () => {
    const shown = (search: string) => reviewsShown(new URL(`https://shop.test/product/x${search}`));
    expect(shown('')).toBe(3);
    expect(shown('?reviews=6')).toBe(6);
    expect(shown('?reviews=7')).toBe(9);
    expect(shown('?reviews=abc')).toBe(3);
    expect(shown('?reviews=100000')).toBe(300);
  });

  it('offers Load More while fewer are shown than there are, up to the bound', () => {
    expect(hasMoreReviews(3, 4)).toBe(true);
    expect(hasMoreReviews(4, 4)).toBe(false);
    expect(hasMoreReviews(297, 1000)).toBe(true);
    // At the bound, another 'Load More' would load the same 300 again.
    expect(hasMoreReviews(300, 1000)).toBe(false);
  });
});
