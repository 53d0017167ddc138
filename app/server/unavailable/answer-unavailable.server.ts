import { data, UNSAFE_ErrorResponseImpl as ErrorResponse, type ServerBuild } from 'react-router';
import { edgeMessagesOf } from '../edge-messages-of.server';
import { RETRY_AFTER_SECONDS, isDependencyFailure } from './dependency-failure.server';

type RouteModule = NonNullable<ServerBuild['routes'][string]>['module'];
type Handler = NonNullable<RouteModule['loader']>;
type Build = ServerBuild | (() => Promise<ServerBuild>);
type MessageFor = (language: unknown) => string;

/**
 * Every loader and action of the route build, made to answer a dependency failure (the database or
 * the Storefront API not answering) with a 503 and Retry-After instead of a 500: a page route
 * throws a 503 that the root error boundary shows as the shop's "we'll be right back" page
 * (`ShopUnavailable`); a resource route (the JSON API) answers `{ "error": { "message" } }`. One
 * wrapper at the edge, so no route has to remember it; routes that handle a failure themselves
 * (a form that keeps its input, the cart page's error state) still do: only what they let through
 * arrives here.
 */
export function answerUnavailable(build: Build): Build {
  if (typeof build === 'function') return async () => guardBuild(await build());
  return guardBuild(build);
}

function guardBuild(build: ServerBuild): ServerBuild {
  const messageFor = edgeMessagesOf(build).unavailableMessage;
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action } = route.module;
    const answer = route.module.default ? pageUnavailable : apiUnavailable(messageFor);
    const module = { ...route.module };
    if (loader) module.loader = guard(loader, answer);
    if (action) module.action = guard(action, answer);
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}

type Answer = (language: unknown) => unknown;

function guard(handler: Handler, answer: Answer): Handler {
  return async (args) => {
    try {
      return withDeferredGuarded(await handler(args));
    } catch (error) {
      if (!isDependencyFailure(error)) throw error;
      console.error(`Dependency failure on ${args.request.method} ${new URL(args.request.url).pathname}:`, error);
      throw answer((args.context as { language?: unknown }).language);
    }
  };
}

/**
 * A loader may return promises that it does not await (streamed to the page, e.g. the home page's
 * product strips): one that fails for a dependency rejects with the 503 as a route error response,
 * so the error boundary shows the same page (and entry.server.tsx answers 503 when it can).
 */
function withDeferredGuarded(result: unknown): unknown {
  if (!isPlainObject(result)) return result;
  const guarded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(result)) {
    guarded[key] =
      value instanceof Promise
        ? value.catch((error: unknown) => {
            if (!isDependencyFailure(error)) throw error;
            console.error('Dependency failure in a streamed loader value:', error);
            throw new ErrorResponse(503, 'Service Unavailable', { unavailable: true });
          })
        : value;
  }
  return guarded;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

const HEADERS = { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' };

/** Rendered by the root error boundary; entry.server.tsx adds Retry-After to the page. */
const pageUnavailable: Answer = () => data({ unavailable: true }, { status: 503, headers: HEADERS });

const apiUnavailable =
  (messageFor: MessageFor): Answer =>
  (language) =>
    Response.json({ error: { message: messageFor(language) } }, { status: 503, headers: HEADERS });
