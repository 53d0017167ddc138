import { parse } from 'cookie';
import { SESSION_COOKIE } from './session-cookie.ts';

/**
 * The request's cookies as the app reads them: the same parser React Router's sessions use (`cookie`
 * 1.x, which forgives spaces and tabs around a name), so that `__nazzara =…` is a session here too.
 * Reading them any other way, the page cache would take a signed-in page for an anonymous one.
 */
export function requestCookies(header: string | null | undefined): Record<string, string | undefined> {
  return header ? parse(header) : {};
}

/**
 * Whether the request may see a page of its own: it carries the session cookie (a cart, a sign-in,
 * a flashed toast) or an access token (`Authorization`, which the JSON API accepts for reviews).
 * Such a request is never answered from, nor stored in, a shared cache.
 */
export function isPersonalRequest(cookieHeader: string | null | undefined, authorization: string | null | undefined): boolean {
  return Boolean(authorization) || requestCookies(cookieHeader)[SESSION_COOKIE] !== undefined;
}
