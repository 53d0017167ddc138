import { isRouteErrorResponse } from 'react-router';
import { NotFound } from './NotFound';
import { ServerError } from './ServerError';
import { ShopUnavailable } from './ShopUnavailable';

/** What the shop shows for an error no route handled: a missing page, an unavailable shop, a failure. */
export function RootError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // A dependency that did not answer (app/server/unavailable): a retry, never the cause.
  if (isRouteErrorResponse(error) && error.status === 503) return <ShopUnavailable />;
  // Details only in development: a shopper never sees a stack trace.
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A refused request (bad input) says why; the message is the server's own, never an internal error's.
  const message = isRouteErrorResponse(error) && status < 500 ? messageOf(error.data) : undefined;
  return <ServerError status={status} detail={detail} message={message} />;
}

function messageOf(body: unknown): string | undefined {
  const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  return typeof message === 'string' ? message : undefined;
}
