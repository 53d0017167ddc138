/**
 * The HTTP side of `/api/{version}/graphql.json`, as browsers and SDKs meet Shopify's endpoint:
 *
 * - the version in the path falls forward (versions.ts) and every answer names the version that
 *   answered in `X-Shopify-API-Version`;
 * - CORS for any origin, without credentials (the token is the only authentication), allowing the
 *   headers Shopify's clients send, including the `X-SDK-*` ones of @shopify/storefront-api-client;
 * - a 413 reads away what it can of the oversized body and closes the connection, so the next
 *   request never lands in the middle of the rejected body.
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

/** Headers on every answer of the endpoint, errors included, so a browser can read them. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': EXPOSED_HEADERS,
};

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
      headers: { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8' },
    });
  }
  const versionHeaders = { ...CORS_HEADERS, 'x-shopify-api-version': resolved.version };
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
  if (response.status === 413) {
    await drain(request);
    headers.set('connection', 'close');
  }
  return new Response(response.body, { status: response.status, headers });
}

/** Reads and drops the unread rest of a request body, up to DRAIN_LIMIT bytes or DRAIN_TIMEOUT_MS. */
async function drain(request: Request): Promise<void> {
  if (!request.body || request.body.locked) return;
  const reader = request.body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, DRAIN_TIMEOUT_MS);
  });
  const readAll = async () => {
    let read = 0;
    while (read <= DRAIN_LIMIT) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
  };
  try {
    await Promise.race([readAll(), timeout]);
  } catch {
    // The client went away: nothing left to drain.
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => {});
  }
}
