import { data } from 'react-router';
import { deleteSavedCart } from '~/server/cart/delete-cart.server';
import { commitSession, getSession } from '~/server/session.server';
import type { Route } from './+types/api.customer.cart.delete';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * DELETE /api/customer/cart/delete/{cartId} (SPEC §7): `{ data }` on success. A failure carries its
 * reason as `message`, where the SPEC's client reads it, and as the API's usual `error.message`.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== 'DELETE') {
    return data(failure('Method not allowed'), { status: 405, headers: { ...NO_STORE, Allow: 'DELETE' } });
  }
  const session = await getSession(request, context);
  const result = await deleteSavedCart(session, context, params.cartId);
  if (!result.ok) return data(failure(result.message), { status: result.status, headers: NO_STORE });
  return data(
    { data: { cartId: result.cartId, deleted: true } },
    { headers: { ...NO_STORE, 'Set-Cookie': await commitSession(session) } },
  );
}

export function loader() {
  return data(failure('Method not allowed'), { status: 405, headers: { ...NO_STORE, Allow: 'DELETE' } });
}

function failure(message: string) {
  return { message, error: { message } };
}
