import { data } from 'react-router';
import { methodNotAllowed } from '~/server/api/json-errors.server';
import { deleteSavedCart } from '~/server/cart/delete-cart.server';
import { commitSession, getSession } from '~/server/session.server';
import type { Language } from '~/i18n/languages';
import type { Route } from './+types/api.customer.cart.delete';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * DELETE /api/customer/cart/delete/{cartId} (SPEC §7): `{ data }` on success. A failure carries its
 * reason as `message`, where the SPEC's client reads it, and as the API's usual `error.message`.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== 'DELETE') return refuseMethod(context.language);
  const session = await getSession(request, context);
  const result = await deleteSavedCart(session, context, params.cartId);
  if (!result.ok) return data(failure(result.message), { status: result.status, headers: NO_STORE });
  return data(
    { data: { cartId: result.cartId, deleted: true } },
    { headers: { ...NO_STORE, 'Set-Cookie': await commitSession(session) } },
  );
}

export function loader({ context }: Route.LoaderArgs) {
  return refuseMethod(context.language);
}

function refuseMethod(language: Language) {
  return methodNotAllowed(language, 'DELETE', { headers: NO_STORE, shape: failure });
}

function failure(message: string) {
  return { message, error: { message } };
}
