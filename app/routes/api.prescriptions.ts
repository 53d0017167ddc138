import { msg } from '@lingui/core/macro';
import { PrescriptionError } from '~/server/prescriptions/errors';
import { privateJson } from '~/server/prescriptions/respond.server';
import { jsonBody, requireCustomerId, savedResponse } from '~/server/prescriptions/saved-request.server';
import { countPrescriptionWrite, createSaved, listSaved, valuesFromJson } from '~/server/prescriptions/saved.server';
import type { Route } from './+types/api.prescriptions';

/** GET /api/prescriptions → `{ prescriptions }`: the signed-in customer's saved prescriptions. */
export function loader({ request, context }: Route.LoaderArgs) {
  return savedResponse('GET /api/prescriptions', context, async (i18n) => {
    const customerId = await requireCustomerId(request, context, i18n);
    return privateJson({ prescriptions: await listSaved(context.db, customerId) });
  });
}

/** POST /api/prescriptions `{ name, date, right, left, pd }` → 201 `{ prescription }`, checked by the shared schema. */
export function action({ request, context }: Route.ActionArgs) {
  return savedResponse('POST /api/prescriptions', context, async (i18n) => {
    if (request.method !== 'POST') throw new PrescriptionError(405, i18n._(msg`Method not allowed`), { Allow: 'GET, POST' });
    const customerId = await requireCustomerId(request, context, i18n);
    // Each write asks the Storefront API who is asking: a customer's writes are limited (429, Retry-After).
    await countPrescriptionWrite(context.db, customerId, i18n);
    const values = valuesFromJson(await jsonBody(request, i18n));
    return privateJson({ prescription: await createSaved(context.db, i18n, customerId, values) }, { status: 201 });
  });
}
