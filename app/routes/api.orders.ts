import { msg } from '@lingui/core/macro';
import { data } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import { readJson } from '~/server/forms/read-json.server';
import { fetchOrders, type Order } from '~/server/account/orders.server';
import { getSession, isSignedIn, type SessionContext } from '~/server/session.server';
import type { Route } from './+types/api.orders';

/**
 * POST /api/orders (SPEC §7): `{ customerAccessToken }` → `{ orders }`; on any failure an empty list
 * beside `error: { message }`, with its status.
 * A signed-in shopper's own session token is used when the body names none, so the shop's pages never
 * have to hand the token to the browser.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const i18n = i18nFor(context.language);
  const refuse = (status: number, message: string, headers?: Record<string, string>) =>
    data({ orders: [] as Order[], error: { message } }, { status, headers });
  if (request.method !== 'POST') return refuse(405, i18n._(msg`Method not allowed`), { Allow: 'POST' });
  const body = await readJson(request, i18n);
  // No body, or not JSON: the session's token. Too large, or control characters: refused.
  if (!body.ok && body.problem !== 'not-json') return refuse(body.status, body.message);
  const token = (body.ok ? tokenIn(body.value) : undefined) ?? (await sessionToken(request, context));
  const signIn = i18n._(msg`Please log in to see your orders.`);
  if (!token) return refuse(401, signIn);
  try {
    const orders = await fetchOrders(context.storefront, token, { signal: request.signal });
    if (!orders) return refuse(401, signIn);
    return data({ orders }, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    console.error('POST /api/orders failed:', error instanceof Error ? error.message : error);
    return refuse(502, i18n._(msg`Your orders could not be loaded. Please try again.`));
  }
}

export function loader({ context }: Route.LoaderArgs) {
  const message = i18nFor(context.language)._(msg`Method not allowed`);
  return data({ orders: [] as Order[], error: { message } }, { status: 405, headers: { Allow: 'POST' } });
}

function tokenIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('customerAccessToken' in body)) return undefined;
  const token = body.customerAccessToken;
  return typeof token === 'string' && token.trim() ? token.trim() : undefined;
}

async function sessionToken(request: Request, context: SessionContext): Promise<string | undefined> {
  const session = await getSession(request, context);
  return isSignedIn(session) ? session.get('accessToken') : undefined;
}
