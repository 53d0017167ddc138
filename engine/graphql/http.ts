/**
 * The HTTP side of `/api/{version}/graphql.json`, as browsers and SDKs meet Shopify's endpoint:
 *
 * - the version in the path falls forward (versions.ts) and every answer names the version that
 *   answered in `X-Shopify-API-Version`;
 * - CORS for any origin, without credentials (the token is the only authentication), allowing the
 *   headers Shopify's clients send, including the `X-SDK-*` ones of @shopify/storefront-api-client;
 *   a credentialed request (one carrying cookies or an Authorization header) never gets `*`;
 * - a 413 reads away the oversized body (up to DRAIN_LIMIT), so the connection serves the next
 *   request; a body too big or too slow to read away closes it instead, so the next request never
 *   lands in the middle of the rejected body.
 */
import type { GraphqlDeps } from './execute.ts';
import { handleGraphql } from './execute.ts';
import type { Connection } from './access.ts';
import { resolveApiVersion } from './versions.ts';

const ALLOWED_HEADERS = [
  'Accept',
  'Content-Type',
  'X-Shopify-Storefront-Access-Token',
  'Shopify-Storefront-Private-Token',
  'Shopify-Storefront-Buyer-IP',
  'X-SDK-Variant',
  'X-SDK-Version',
  'X-SDK-Variant-Source',
  'X-Shopify-Storefront-Id',
  'X-Shopify-Unique-Token',
  'X-Shopify-Visit-Token',
  'Shopify-Storefront-Id',
  'Shopify-Storefront-Y',
  'Shopify-Storefront-S',
  'Custom-Storefront-Request-Group-ID',
  'Custom-Storefront-Client-Name',
].join(', ');

const EXPOSED_HEADERS = 'X-Shopify-API-Version, X-Request-ID';

/**
 * CORS headers on every answer of the endpoint, errors included, so a browser can read them. Only
 * for requests without credentials: the shop's session cookie lives on this origin too, and an
 * answer made while it was attached is for no other origin to read. (A browser refuses `*` on a
 * credentialed request anyway; the engine does not rely on that.) Pre-flights never carry credentials.
 */
function corsHeaders(request: Request): Record<string, string> {
  if (request.headers.has('cookie') || request.headers.has('authorization')) return {};
  return { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED_HEADERS };
}

/** The most of a rejected body worth reading before closing (ten times the accepted size). */
const DRAIN_LIMIT = 1024 * 1024;
const DRAIN_TIMEOUT_MS = 5_000;

export async function storefrontEndpoint(
  request: Request,
  requested: string,
  deps: GraphqlDeps,
  connection: Connection,
): Promise<Response> {
  const resolved = resolveApiVersion(requested);
  if (!resolved) {
    return new Response(JSON.stringify({ errors: 'Not Found' }), {
      status: 404,
      headers: { ...corsHeaders(request), 'content-type': 'application/json; charset=utf-8' },
    });
  }
  const versionHeaders = { ...corsHeaders(request), 'x-shopify-api-version': resolved.version };
  if (request.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        ...versionHeaders,
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': ALLOWED_HEADERS,
        'access-control-max-age': '86400',
      },
    });
  }
  const response = await handleGraphql(request, resolved.version, deps, connection);
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(versionHeaders)) headers.set(name, value);
  if (response.status === 413 && !(await drain(request))) headers.set('connection', 'close');
  return new Response(response.body, { status: response.status, headers });
}

/**
 * Reads and drops the unread rest of a request body, up to DRAIN_LIMIT bytes or DRAIN_TIMEOUT_MS.
 * True when the whole body was read, so the connection may carry the next request.
 */
async function drain(request: Request): Promise<boolean> {
  if (!request.body) return true;
  // A body read in part (the size limit stops reading and lets go) goes on from where it stopped;
  // one whose reader is still held elsewhere cannot be read away here.
  if (request.body.locked) return false;
  const reader = request.body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DRAIN_TIMEOUT_MS);
  });
  const readAll = async () => {
    let read = 0;
    while (read <= DRAIN_LIMIT) {
      const { done, value } = await reader.read();
      if (done) return true;
      read += value.byteLength;
    }
    return false;
  };
  try {
    return await Promise.race([readAll(), timeout]);
  } catch {
    return false; // the client went away
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => {});
  }
}
