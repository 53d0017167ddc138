import { data } from 'react-router';
import { ReviewError } from '~/server/reviews/errors';
import { errorResponse, jsonBody, reviewDeps } from '~/server/reviews/request.server';
import { changeReview, removeReview } from '~/server/reviews/service.server';
import type { Route } from './+types/api.reviews.$id';

/** SPEC §7 `PUT /api/reviews/{id}` → the updated review; `DELETE /api/reviews/{id}`. The author only. */
export async function action({ request, params, context }: Route.ActionArgs) {
  try {
    const id = Number(params.id);
    const deps = await reviewDeps(request, context, true);
    if (request.method === 'PUT') return data(await changeReview(deps, id, await jsonBody(request)));
    if (request.method === 'DELETE') {
      await removeReview(deps, id);
      return data({ deleted: id });
    }
    throw new ReviewError(405, 'Method not allowed', { Allow: 'PUT, DELETE' });
  } catch (error) {
    return errorResponse(error, `${request.method} /api/reviews/${params.id}`);
  }
}

export function loader() {
  return data({ error: { message: 'Method not allowed' } }, { status: 405, headers: { Allow: 'PUT, DELETE' } });
}
