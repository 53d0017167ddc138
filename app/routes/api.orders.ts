import { data } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import { readJson } from '~/server/forms/read-json.server';
import { fetchOrders, type Order } from '~/server/account/orders.server';
import { getSession, isSignedIn } from '~/server/session.server';
import type { Route } from './+types/api.orders';

/**
 * POST /api/orders (SPEC §7): `{ customerAccessToken }` → `{ orders }`, an empty list on any failure.
 * A signed-in shopper's own session token is used when the body names none, so the shop's pages never
 * have to hand the token to the browser.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return data({ orders: [] as Order[] }, { status: 405, headers: { Allow: 'POST' } });
  const body = await readJson(request, i18nFor(context.language));
  // No body, or not JSON: the session's token. Too large, or control characters: refused.
  if (!body.ok && body.problem !== 'not-json')
    return data({ orders: [] as Order[], error: { message: body.message } }, { status: body.status });
  const token = (body.ok ? tokenIn(body.value) : undefined) ?? (await sessionToken(request));
  if (!token) return data({ orders: [] as Order[] }, { status: 401 });
  try {
    const orders = await fetchOrders(context.storefront, token, { signal: request.signal });
    return data({ orders: orders ?? [] }, { status: orders ? 200 : 401, headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    console.error('POST /api/orders failed:', error instanceof Error ? error.message : error);
    return data({ orders: [] as Order[] }, { status: 502 });
  }
}

export function loader() {
  return data({ orders: [] as Order[] }, { status: 405, headers: { Allow: 'POST' } });
}

function tokenIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('customerAccessToken' in body)) return undefined;
  const token = body.customerAccessToken;
  return typeof token === 'string' && token.trim() ? token.trim() : undefined;
}

async function sessionToken(request: Request): Promise<string | undefined> {
  const session = await getSession(request);
  return isSignedIn(session) ? session.get('accessToken') : undefined;
}
