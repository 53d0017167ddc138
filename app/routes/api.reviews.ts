import { data } from 'react-router';
import { ReviewError } from '~/server/reviews/errors';
import { errorResponse, jsonBody, reviewDeps } from '~/server/reviews/request.server';
import { createReview, listProductReviews, MAX_PAGE_SIZE } from '~/server/reviews/service.server';
import type { Route } from './+types/api.reviews';

function positiveInt(value: string | null, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === null || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new ReviewError(400, `${name} must be a whole number from 1 to ${max}`);
  return n;
}

/** SPEC §7 `GET /api/reviews` → `{ reviews, page, pageSize, total }`, newest first; `?product=` a handle or numeric id. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const url = new URL(request.url);
    const page = positiveInt(url.searchParams.get('page'), 'page', 1);
    const pageSize = positiveInt(url.searchParams.get('pageSize'), 'pageSize', 10, MAX_PAGE_SIZE);
    const deps = await reviewDeps(request, context, false);
    return data(await listProductReviews(deps, url.searchParams.get('product'), page, pageSize));
  } catch (error) {
    return errorResponse(error, 'GET /api/reviews');
  }
}

/** SPEC §7 `POST /api/reviews` → 201 and the created review; a signed-in customer only. */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    if (request.method !== 'POST') throw new ReviewError(405, 'Method not allowed');
    const deps = await reviewDeps(request, context, true);
    const review = await createReview(deps, await jsonBody(request));
    return data(review, { status: 201 });
  } catch (error) {
    return errorResponse(error, 'POST /api/reviews');
  }
}
