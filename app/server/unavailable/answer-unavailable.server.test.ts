import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isRouteErrorResponse, type ServerBuild } from 'react-router';
import { StorefrontError } from '../storefront/errors';
import { answerUnavailable } from './answer-unavailable.server';
import { isDependencyFailure } from './dependency-failure.server';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A route build with one page and one JSON route, both failing with `error`. */
function buildFailingWith(error: unknown): ServerBuild {
  const fail = () => Promise.reject(error);
  return {
    entry: { module: { edgeMessages: { unavailableMessage: (language: unknown) => `unavailable (${String(language)})` } } },
    routes: {
      page: { id: 'page', path: 'page', module: { default: () => null, loader: fail, action: fail } },
      api: { id: 'api', path: 'api/things', module: { loader: fail } },
    },
  } as unknown as ServerBuild;
}

async function thrownBy(build: ServerBuild, route: string, kind: 'loader' | 'action'): Promise<unknown> {
  const handler = build.routes[route]!.module[kind]!;
  const args = { request: new Request('http://shop.test/page'), params: {}, context: { language: 'ar' } };
  return (handler(args as never) as Promise<unknown>).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('answerUnavailable', () => {
  // Each failure is logged; the test's own are expected.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('turns a page loader or action the Storefront API failed into a 503 for the error boundary', async () => {
    const build = answerUnavailable(buildFailingWith(new StorefrontError('timeout', 'slow'))) as ServerBuild;
    for (const kind of ['loader', 'action'] as const) {
      const thrown = (await thrownBy(build, 'page', kind)) as { data: unknown; init: ResponseInit };
      expect(thrown.init.status).toBe(503);
      expect(new Headers(thrown.init.headers).get('Retry-After')).toBe('30');
      expect(thrown.data).toEqual({ unavailable: true });
    }
  });

  it('answers a JSON route 503 { error: { message } } in the request language when the database is down', async () => {
    const build = answerUnavailable(buildFailingWith(refused)) as ServerBuild;
    const response = (await thrownBy(build, 'api', 'loader')) as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(await response.json()).toEqual({ error: { message: 'unavailable (ar)' } });
  });

  it('lets other errors through as they are', async () => {
    const bug = new TypeError('bug');
    const build = answerUnavailable(buildFailingWith(bug)) as ServerBuild;
    expect(await thrownBy(build, 'page', 'loader')).toBe(bug);
    expect(isRouteErrorResponse(await thrownBy(build, 'page', 'loader'))).toBe(false);
  });

  it('wraps a development build (a function) the same way', async () => {
    const lazy = answerUnavailable(async () => buildFailingWith(refused)) as () => Promise<ServerBuild>;
    const response = (await thrownBy(await lazy(), 'api', 'loader')) as Response;
    expect(response.status).toBe(503);
  });
});

describe('isDependencyFailure', () => {
  it('counts time-outs, network failures and 5xx of the Storefront API, and an unreachable database', () => {
    expect(isDependencyFailure(new StorefrontError('timeout', 'slow'))).toBe(true);
    expect(isDependencyFailure(new StorefrontError('network', 'reset'))).toBe(true);
    expect(isDependencyFailure(new StorefrontError('http', 'bad gateway', { status: 502 }))).toBe(true);
    expect(isDependencyFailure(refused)).toBe(true);
  });

  it('leaves client errors, GraphQL errors and bugs to be what they are', () => {
    expect(isDependencyFailure(new StorefrontError('http', 'unauthorized', { status: 401 }))).toBe(false);
    expect(isDependencyFailure(new StorefrontError('graphql', 'THROTTLED', { codes: ['THROTTLED'] }))).toBe(false);
    expect(isDependencyFailure(new Error('bug'))).toBe(false);
  });
});
