/**
 * How the JSON API refuses what it does not take, called as React Router calls the route modules:
 * a method a route does not answer is 405 JSON with `Allow`, an unknown path under /api/ is 404 JSON,
 * and each message is in the request's language (`/ar/api/...` answers in Arabic).
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type AppLoadContext, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '~/i18n/languages';
import routeTable from '../routes';
import { schemaProblems } from '../../tests/support/openapi';
import * as cartDelete from './api.customer.cart.delete';
import * as notFound from './api.not-found';
import * as openapi from './api.openapi';
import * as products from './api.products';
import * as reviews from './api.reviews';
import * as search from './api.search';

const METHOD_NOT_ALLOWED = { en: 'Method not allowed', ar: 'الطريقة غير مسموح بها' };

/** What React Router would send for a loader's or action's `data()` (or a Response). */
async function answer(result: unknown): Promise<{ status: number; headers: Headers; body: unknown }> {
  if (result instanceof Response) return { status: result.status, headers: result.headers, body: await result.json() };
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data };
}

/** The loader's or action's arguments: only what these answers read. */
function args(method: string, path: string, language: Language = 'en', context: Partial<AppLoadContext> = {}) {
  const base = language === 'ar' ? 'http://shop.test/ar' : 'http://shop.test';
  return {
    request: new Request(`${base}${path}`, { method }),
    params: {},
    context: { language, ...context } as AppLoadContext,
    unstable_pattern: '',
  } as never;
}

afterEach(() => vi.restoreAllMocks());

describe('a JSON route that only answers GET', () => {
  const routes = { '/api/products': products, '/api/openapi.json': openapi, '/api/search': search };

  for (const [path, route] of Object.entries(routes)) {
    it(`${path} answers any other method 405 JSON with Allow: GET, in the request's language`, async () => {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        for (const language of ['en', 'ar'] as const) {
          const { status, headers, body } = await answer(await route.action(args(method, path, language)));
          expect(status, `${method} ${path}`).toBe(405);
          expect(headers.get('Allow')).toBe('GET');
          expect(body).toEqual({ error: { message: METHOD_NOT_ALLOWED[language] } });
          expect(schemaProblems('Error', body)).toEqual([]);
        }
      }
    });
  }
});

describe('/api/reviews', () => {
  it('answers a method other than GET and POST 405 with both in Allow, before reading anything', async () => {
    // No database or Storefront API in the context: a refused method must not need them.
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const { status, headers, body } = await answer(await reviews.action(args(method, '/api/reviews')));
      expect(status).toBe(405);
      expect(headers.get('Allow')).toBe('GET, POST');
      expect(body).toEqual({ error: { message: 'Method not allowed' } });
    }
    const arabic = await answer(await reviews.action(args('PUT', '/api/reviews', 'ar')));
    expect(arabic.body).toEqual({ error: { message: METHOD_NOT_ALLOWED.ar } });
  });
});

describe('/api/customer/cart/delete/{cartId}', () => {
  it('answers another method than DELETE 405 in the request’s language, with the top-level message the SPEC’s client reads', async () => {
    for (const language of ['en', 'ar'] as const) {
      const message = METHOD_NOT_ALLOWED[language];
      for (const result of [
        await cartDelete.action(args('POST', '/api/customer/cart/delete/abc', language)),
        await cartDelete.loader(args('GET', '/api/customer/cart/delete/abc', language)),
      ]) {
        const { status, headers, body } = await answer(result);
        expect(status).toBe(405);
        expect(headers.get('Allow')).toBe('DELETE');
        expect(headers.get('Cache-Control')).toBe('private, no-store');
        expect(body).toEqual({ message, error: { message } });
        expect(schemaProblems('MessageError', body)).toEqual([]);
      }
    }
  });
});

describe('/api/products refusals', () => {
  it('answers a bad `first` 400 in the request’s language', async () => {
    for (const first of ['abc', '0', '251', '1.5']) {
      const english = await answer(await products.loader(args('GET', `/api/products?first=${first}`)));
      expect(english.status).toBe(400);
      expect(english.body).toEqual({ error: { message: 'first must be a whole number from 1 to 250' } });
      const arabic = await answer(await products.loader(args('GET', `/api/products?first=${first}`, 'ar')));
      expect(arabic.status).toBe(400);
      expect(arabic.body).toEqual({ error: { message: 'يجب أن تكون قيمة first عددًا صحيحًا من 1 إلى 250' } });
    }
  });

  it('answers 502 with a message when the list cannot be built for another reason than a dependency down', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storefront = {
      query: () => Promise.reject(new Error('a query the schema refuses')),
    } as unknown as AppLoadContext['storefront'];
    const { status, body } = await answer(await products.loader(args('GET', '/api/products', 'en', { storefront })));
    expect(status).toBe(502);
    expect(body).toEqual({ error: { message: 'Products are unavailable right now. Please try again.' } });
    expect(schemaProblems('Error', body)).toEqual([]);
    expect(logged).toHaveBeenCalled();
  });
});

describe('an unknown path under /api/', () => {
  it('is answered by the API’s own 404 route, not the shop’s page', () => {
    // The route table as React Router matches it, each route named by its module.
    const asRoutes = (entries: RouteConfigEntry[]): RouteObject[] =>
      entries.map(({ file, path, index, children }) =>
        index ? { id: file, index: true } : { id: file, path, children: children && asRoutes(children) },
      );
    const routeOf = (path: string) => matchRoutes(asRoutes(routeTable), path)?.at(-1)?.route.id;
    expect(routeOf('/api/nope')).toBe('routes/api.not-found.ts');
    expect(routeOf('/api/products/extra')).toBe('routes/api.not-found.ts');
    expect(routeOf('/api/products')).toBe('routes/api.products.ts');
    expect(routeOf('/api/openapi.json')).toBe('routes/api.openapi.ts');
    expect(routeOf('/api/reviews/12')).toBe('routes/api.reviews.$id.ts');
    expect(routeOf('/nope')).toBe('routes/not-found.tsx');
  });

  it('answers 404 JSON for any method', async () => {
    for (const method of ['GET', 'HEAD']) {
      const { status, body } = await answer(await notFound.loader(args(method, '/api/nope')));
      expect(status).toBe(404);
      expect(body).toEqual({ error: { message: 'There is no API call at this address.' } });
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const { status, body } = await answer(await notFound.action(args(method, '/api/nope')));
      expect(status).toBe(404);
      expect(body).toEqual({ error: { message: 'There is no API call at this address.' } });
      expect(schemaProblems('Error', body)).toEqual([]);
    }
  });
});
