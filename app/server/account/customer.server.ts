import { msg } from '@lingui/core/macro';
import { redirect, type AppLoadContext } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import type { Language } from '~/i18n/languages';
import { CustomerQuery } from '../storefront/documents/customer';
import type { ResultOf } from '../storefront/graphql';
import type { StorefrontClient } from '../storefront/client.server';
import { commitSession, endSignIn, getSession, isSignedIn, returnPath, type ShopSession } from '../session.server';
import { flashToast } from '../toast.server';
import { renewTokenIfExpiring } from './token-renewal.server';

export type Customer = NonNullable<ResultOf<typeof CustomerQuery>['customer']>;
export type CustomerAddress = Customer['addresses']['nodes'][number];

/** SPEC §8 "Missing token". */
export const TOKEN_EXPIRED_MESSAGE = msg`Token expired or invalid credentials.`;

export async function fetchCustomer(
  storefront: StorefrontClient,
  accessToken: string,
  signal?: AbortSignal,
): Promise<Customer | null> {
  const { customer } = await storefront.query(CustomerQuery, { variables: { customerAccessToken: accessToken }, signal });
  return customer;
}

/**
 * Sends the visitor to /login, remembering where they were (or `back`). A token that was there and no longer
 * works (expired, revoked) also clears the stale sign-in and says so, as does any write without one:
 * a form posted from a page left open too long must not fail silently.
 */
export async function toLogin(
  session: ShopSession,
  request: Request,
  language: Language,
  explain: boolean,
  back = returnPath(request),
): Promise<never> {
  endSignIn(session);
  session.unset('signInExpired');
  session.set('redirectAfterLogin', back);
  if (explain) {
    const i18n = i18nFor(language);
    flashToast(session, { kind: 'error', title: i18n._(msg`Error`), message: i18n._(TOKEN_EXPIRED_MESSAGE) });
  }
  throw redirect('/login', { headers: { 'Set-Cookie': await commitSession(session) } });
}

export interface SignedInRequest {
  session: ShopSession;
  accessToken: string;
  /** True when the token was renewed: the response must commit the session. */
  sessionChanged: boolean;
}

/** Every protected loader and action starts here: a live token (renewed when close to expiry) or /login. */
export async function requireAccessToken(request: Request, context: AppLoadContext): Promise<SignedInRequest> {
  const session = await getSession(request, context);
  if (!isSignedIn(session)) {
    const died = Boolean(session.get('accessToken') || session.get('signInExpired'));
    await toLogin(session, request, context.language, request.method !== 'GET' || died);
  }
  const sessionChanged = await renewTokenIfExpiring(session, context.storefront);
  return { session, accessToken: session.get('accessToken')!, sessionChanged };
}

/** A protected page's customer; a token the Storefront API no longer knows signs the visitor out. */
export async function requireCustomer(
  request: Request,
  context: AppLoadContext,
): Promise<SignedInRequest & { customer: Customer }> {
  const signedIn = await requireAccessToken(request, context);
  const customer = await fetchCustomer(context.storefront, signedIn.accessToken, request.signal);
  if (!customer) return toLogin(signedIn.session, request, context.language, true);
  return { ...signedIn, customer };
}

/** The Set-Cookie header a response needs when the session changed, else nothing. */
export async function sessionHeaders(session: ShopSession, changed: boolean): Promise<HeadersInit | undefined> {
  return changed ? { 'Set-Cookie': await commitSession(session) } : undefined;
}
