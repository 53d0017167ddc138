import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { reviews } from '../db/reviews';
import { markOwnReviews } from './own-reviews.server';
import { sessionAuthor } from './request.server';
import type { ReviewSection } from './section.server';
import type { ReviewAuthor } from './service.server';
import { insertReview, toPublic } from './store.server';

vi.mock('./request.server', () => ({ sessionAuthor: vi.fn() }));
const viewer = vi.mocked(sessionAuthor);

const LAYLA: ReviewAuthor = { customerId: 'gid://shopify/Customer/1', email: 'layla@example.com', name: 'Layla A.' };
const OMAR: ReviewAuthor = { customerId: 'gid://shopify/Customer/2', email: 'omar@example.com', name: 'Omar H.' };

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await handle.close();
});
beforeEach(async () => {
  await handle.db.delete(reviews);
  viewer.mockReset();
});

const request = new Request('http://localhost/product/aviator-gold');
const context = () => ({ db: handle.db }) as unknown as AppLoadContext;

async function sectionOf(...authors: (ReviewAuthor | null)[]): Promise<ReviewSection & { ok: true }> {
  const rows = [];
  for (const author of authors) {
    rows.push(
      await insertReview(handle.db, {
        productExternalId: '7',
        rating: 4,
        title: author?.name ?? 'Seeded',
        body: 'x',
        reviewerName: author?.name ?? 'Sarah M.',
        authorCustomerId: author?.customerId,
        authorEmail: author?.email,
      }),
    );
  }
  const shown = rows.map(toPublic);
  return {
    ok: true,
    summary: { average: 4, count: shown.length, distribution: [] },
    reviews: shown,
    total: shown.length,
    own: [],
  };
}

describe('which shown reviews get Edit and Delete', () => {
  it("only the viewer's own", async () => {
    const section = await sectionOf(LAYLA, OMAR, null, LAYLA);
    viewer.mockResolvedValue(LAYLA);
    const marked = await markOwnReviews(request, context(), section);
    expect(marked.ok && marked.own).toEqual([section.reviews[0]!.id, section.reviews[3]!.id]);
    // By the session only: a page is not personalised by an Authorization header.
    expect(viewer).toHaveBeenCalledWith(request, expect.anything(), { bearer: false });
  });

  it('none for a visitor or a customer who wrote none of them', async () => {
    const section = await sectionOf(LAYLA);
    viewer.mockResolvedValue(null);
    expect(await markOwnReviews(request, context(), section)).toEqual(section);
    viewer.mockResolvedValue(OMAR);
    expect(await markOwnReviews(request, context(), section)).toEqual(section);
  });

  it('does not ask who the viewer is when every shown review is seeded', async () => {
    await markOwnReviews(request, context(), await sectionOf(null, null));
    expect(viewer).not.toHaveBeenCalled();
  });

  it('hides them, and keeps the page, when the Storefront API fails', async () => {
    const section = await sectionOf(LAYLA);
    viewer.mockRejectedValue(new Error('storefront down'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await markOwnReviews(request, context(), section)).toEqual(section);
    error.mockRestore();
  });
});
