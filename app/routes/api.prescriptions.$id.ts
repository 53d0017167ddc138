import { msg } from '@lingui/core/macro';
import { PrescriptionError } from '~/server/prescriptions/errors';
import { privateJson } from '~/server/prescriptions/respond.server';
import { jsonBody, requireCustomerId, savedResponse } from '~/server/prescriptions/saved-request.server';
import {
  countPrescriptionWrite,
  deleteSaved,
  findSaved,
  notFound,
  updateSaved,
  valuesFromJson,
} from '~/server/prescriptions/saved.server';
import type { Route } from './+types/api.prescriptions.$id';

/** GET /api/prescriptions/:id → `{ prescription }`, its owner only (404 for anyone else). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return savedResponse('GET /api/prescriptions/:id', context, async (i18n) => {
    const customerId = await requireCustomerId(request, context, i18n);
    const prescription = await findSaved(context.db, customerId, params.id);
    if (!prescription) throw notFound(i18n);
    return privateJson({ prescription });
  });
}

/** PUT /api/prescriptions/:id (the whole prescription) → `{ prescription }`; DELETE → `{ deleted: id }`. Owner only. */
export function action({ request, params, context }: Route.ActionArgs) {
  return savedResponse(`${request.method} /api/prescriptions/:id`, context, async (i18n) => {
    if (request.method !== 'PUT' && request.method !== 'DELETE') {
      throw new PrescriptionError(405, i18n._(msg`Method not allowed`), { Allow: 'GET, PUT, DELETE' });
    }
    const customerId = await requireCustomerId(request, context, i18n);
    // Each write asks the Storefront API who is asking: a customer's writes are limited (429, Retry-After).
    await countPrescriptionWrite(context.db, customerId, i18n);
    if (request.method === 'DELETE') {
      await deleteSaved(context.db, i18n, customerId, params.id);
      return privateJson({ deleted: params.id });
    }
    const values = valuesFromJson(await jsonBody(request, i18n));
    return privateJson({ prescription: await updateSaved(context.db, i18n, customerId, params.id, values) });
  });
}
