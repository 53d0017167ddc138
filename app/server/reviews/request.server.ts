import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { data, type AppLoadContext } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import { readJson } from '~/server/forms/read-json.server';
import { fetchCustomer } from '../account/customer.server';
import { getCatalog } from '../catalog/index.server';
import { getSession, isSignedIn } from '../session.server';
import { ReviewError } from './errors';
import { externalId } from './product-id';
import { ensureSeeded } from './seed.server';
import type { ReviewAuthor, ReviewDeps } from './service.server';
import { fromFirstVisible, isBlank } from '~/lib/validation/visible-text';

/** The catalog in the shop's base market: reviews do not depend on the shopper's currency. */
const catalogOf = (context: AppLoadContext) => getCatalog(context.storefront, 'AE', 'en');

async function resolveProduct(context: AppLoadContext, handleOrId: string): Promise<string | null> {
  const catalog = await catalogOf(context);
  const item = catalog.byHandle.get(handleOrId) ?? catalog.items.find((candidate) => externalId(candidate.id) === handleOrId);
  return item ? externalId(item.id) : null;
}

/**
 * A client that keeps the customer's access token itself (the SPEC's original one, or a page on
 * another site, where the SameSite session cookie is not sent) may send it as a bearer token.
 */
function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/**
 * The signed-in customer from the session's token or, for the JSON API (`bearer`), a bearer token;
 * the Storefront API is asked, never the form. A page reads the session only: the page cache and
 * `keepPersonalPrivate` keep a request with a token to itself, but a page should not need them to.
 */
export async function sessionAuthor(
  request: Request,
  context: AppLoadContext,
  { bearer }: { bearer: boolean },
): Promise<ReviewAuthor | null> {
  const session = await getSession(request, context);
  const token = isSignedIn(session) ? session.get('accessToken')! : bearer ? bearerToken(request) : null;
  if (!token) return null;
  const customer = await fetchCustomer(context.storefront, token, request.signal);
  if (!customer?.email) return null;
  return { customerId: customer.id, email: customer.email, name: reviewerName(customer.firstName, customer.lastName) };
}

/**
 * How a review names its author: the first name and the surname's initial ('Layla H.'). The initial
 * is the surname's first character as a reader sees it (an emoji, a letter with its accent), never
 * half of one.
 */
export function reviewerName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  // A name of invisible characters alone (a zero-width space, a Hangul filler) is no name, and those
  // before a surname are not its initial.
  const first = firstName?.trim() ?? '';
  const last = fromFirstVisible(lastName ?? '');
  const initial = last ? [...new Intl.Segmenter().segment(last)][0]?.segment : undefined;
  const name = [isBlank(first) ? '' : first, initial ? `${initial}.` : ''].filter(Boolean).join(' ');
  return name || 'Customer';
}

/** Everything a review route needs, with the seed reviews in place first. */
export async function reviewDeps(request: Request, context: AppLoadContext, withAuthor: boolean): Promise<ReviewDeps> {
  await seedFor(context);
  return {
    db: context.db,
    i18n: i18nFor(context.language),
    resolveProduct: (handleOrId) => resolveProduct(context, handleOrId),
    author: withAuthor ? await sessionAuthor(request, context, { bearer: true }) : null,
  };
}

/** Seeds from the live catalog, so the ids match the store in use (local engine or Shopify). */
export function seedFor(context: AppLoadContext): Promise<void> {
  return ensureSeeded(context.db, async () => (await catalogOf(context)).items);
}

/** A thrown ReviewError as `{ error: { message, fields? } }`; anything else is logged and answered 500. */
export function errorResponse(error: unknown, what: string, context: AppLoadContext) {
  if (error instanceof ReviewError) {
    const { message, fields, status, headers } = error;
    return data({ error: fields ? { message, fields } : { message } }, { status, headers });
  }
  console.error(`${what} failed`, error);
  const message = i18nFor(context.language)._(msg`Something went wrong. Please try again.`);
  return data({ error: { message } }, { status: 500 });
}

/**
 * The JSON body, or a 4xx that says why not (readJson). Only a body declared `application/json` is read:
 * a form on another site can send `text/plain` (or a form encoding) without a pre-flight, never JSON.
 */
export async function jsonBody(request: Request, i18n: I18n): Promise<unknown> {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json')
    throw new ReviewError(415, i18n._(msg`Send the review as JSON, with Content-Type: application/json`));
  const body = await readJson(request, i18n);
  if (!body.ok) throw new ReviewError(body.status, body.message);
  return body.value;
}
