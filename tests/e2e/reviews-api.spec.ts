import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './account-helpers';
import { seededProducts } from './review-helpers';

/**
 * The review API through the real server (SPEC §7, issue 7's rule): reading is public, writing needs
 * a session, and only the author may change or delete a review.
 */
/** A product with many reviews: a review posted (then deleted) there leaves the other tests' counts alone. */
async function firstHandle(request: APIRequestContext): Promise<string> {
  return (await seededProducts(request)).many;
}

async function signedInContext(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) {
  const request = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail('reviewer');
  const response = await request.post('/register', {
    form: { firstName: 'Dana', lastName: 'Test', email, password: PASSWORD, password_confirmation: PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  return { request, email };
}

test('reading is public and paged, newest first', async ({ request }) => {
  const handle = await firstHandle(request);
  const response = await request.get(`/api/reviews?product=${handle}&page=1&pageSize=2`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { reviews: Record<string, unknown>[]; page: number; pageSize: number; total: number };
  expect(body).toMatchObject({ page: 1, pageSize: 2 });
  expect(body.reviews.length).toBeLessThanOrEqual(2);
  for (const review of body.reviews) {
    expect(Object.keys(review).sort()).toEqual([
      'body',
      'created_at',
      'id',
      'product_external_id',
      'rating',
      'reviewer',
      'title',
    ]);
  }
  expect((await request.get('/api/reviews?pageSize=0')).status()).toBe(400);
});

test('a visitor cannot post (401)', async ({ request }) => {
  const handle = await firstHandle(request);
  const response = await request.post('/api/reviews', {
    data: { title: 'x', review_body: 'y', rating: 5, product_handle: handle },
  });
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({ error: { message: 'Please log in to leave a review' } });
});

test('the author posts, updates and deletes; another customer gets 403', async ({ playwright, baseURL }) => {
  const author = await signedInContext(playwright, baseURL!);
  const other = await signedInContext(playwright, baseURL!);
  const handle = await firstHandle(author.request);

  const invalid = await author.request.post('/api/reviews', {
    data: { title: '', review_body: 'y', rating: 5, product_handle: handle },
  });
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toEqual({ error: { message: 'Title is required', fields: { title: 'Title is required' } } });
  const unknown = await author.request.post('/api/reviews', {
    data: { title: 'x', review_body: 'y', rating: 5, product_handle: 'no-such-frame' },
  });
  expect(unknown.status()).toBe(404);
  // JSON only when declared so: a form on another site can post text/plain without a pre-flight.
  const json = JSON.stringify({ title: 'x', review_body: 'y', rating: 5, product_handle: handle });
  for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'text/plain; charset=application/json']) {
    const undeclared = await author.request.post('/api/reviews', { headers: { 'Content-Type': contentType }, data: json });
    expect(undeclared.status(), contentType).toBe(415);
    expect(await undeclared.json()).toEqual({
      error: { message: 'Send the review as JSON, with Content-Type: application/json' },
    });
  }

  const created = await author.request.post('/api/reviews', {
    data: {
      title: 'Sharp',
      review_body: 'Very clear.',
      rating: 4.5,
      product_handle: handle,
      reviewer_email: 'not-me@example.com',
      reviewer_name: 'Dana T.',
    },
  });
  expect(created.status()).toBe(201);
  const review = (await created.json()) as { id: number; rating: number; reviewer: { name: string } };
  expect(review).toMatchObject({ rating: 4.5, reviewer: { name: 'Dana T.' } });
  expect(JSON.stringify(review)).not.toContain('@');

  expect((await other.request.put(`/api/reviews/${review.id}`, { data: { title: 'Mine' } })).status()).toBe(403);
  expect((await other.request.delete(`/api/reviews/${review.id}`)).status()).toBe(403);
  const updated = await author.request.put(`/api/reviews/${review.id}`, { data: { title: 'Sharper' } });
  expect(updated.status()).toBe(200);
  expect(await updated.json()).toMatchObject({ id: review.id, title: 'Sharper' });
  expect((await author.request.delete(`/api/reviews/${review.id}`)).status()).toBe(200);
  expect((await author.request.put(`/api/reviews/${review.id}`, { data: { title: 'Gone' } })).status()).toBe(404);

  await author.request.dispose();
  await other.request.dispose();
});
