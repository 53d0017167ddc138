import { msg } from '@lingui/core/macro';
import { data } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import { ReviewError } from '~/server/reviews/errors';
import { errorResponse, jsonBody, reviewDeps } from '~/server/reviews/request.server';
import { changeReview, removeReview } from '~/server/reviews/service.server';
import type { Route } from './+types/api.reviews.$id';

/**
 * SPEC §7 `PUT /api/reviews/{id}` → the updated review; `DELETE /api/reviews/{id}`. The author only,
 * within the customer's write limit (429 with Retry-After: `REVIEW_WRITE_LIMIT`, applied by the service).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  try {
    const id = Number(params.id);
    const deps = await reviewDeps(request, context, true);
    if (request.method === 'PUT') return data(await changeReview(deps, id, await jsonBody(request, deps.i18n)));
    if (request.method === 'DELETE') {
      await removeReview(deps, id);
      return data({ deleted: id });
    }
    throw new ReviewError(405, deps.i18n._(msg`Method not allowed`), { Allow: 'PUT, DELETE' });
  } catch (error) {
    return errorResponse(error, `${request.method} /api/reviews/${params.id}`, context);
  }
}

export function loader({ context }: Route.LoaderArgs) {
  const message = i18nFor(context.language)._(msg`Method not allowed`);
  return data({ error: { message } }, { status: 405, headers: { Allow: 'PUT, DELETE' } });
}
