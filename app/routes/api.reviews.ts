import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { data } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import { methodNotAllowed } from '~/server/api/json-errors.server';
import { ReviewError } from '~/server/reviews/errors';
import { errorResponse, jsonBody, reviewDeps } from '~/server/reviews/request.server';
import { createReview, listProductReviews, MAX_PAGE_SIZE } from '~/server/reviews/service.server';
import type { Route } from './+types/api.reviews';

function positiveInt(i18n: I18n, value: string | null, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === null || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new ReviewError(400, i18n._(msg`${name} must be a whole number from 1 to ${max}`));
  return n;
}

/** SPEC §7 `GET /api/reviews` → `{ reviews, page, pageSize, total }`, newest first; `?product=` a handle or numeric id. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const url = new URL(request.url);
    const i18n = i18nFor(context.language);
    const page = positiveInt(i18n, url.searchParams.get('page'), 'page', 1);
    const pageSize = positiveInt(i18n, url.searchParams.get('pageSize'), 'pageSize', 10, MAX_PAGE_SIZE);
    const deps = await reviewDeps(request, context, false);
    return data(await listProductReviews(deps, url.searchParams.get('product'), page, pageSize));
  } catch (error) {
    return errorResponse(error, 'GET /api/reviews', context);
  }
}

/** SPEC §7 `POST /api/reviews` → 201 and the created review; a signed-in customer only. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context.language, 'GET, POST');
  try {
    const deps = await reviewDeps(request, context, true);
    const review = await createReview(deps, await jsonBody(request, deps.i18n));
    return data(review, { status: 201 });
  } catch (error) {
    return errorResponse(error, 'POST /api/reviews', context);
  }
}
