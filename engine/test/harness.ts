/**
 * Test harness: an engine on an in-memory PGlite database with the fixture catalog, cheap
 * password hashing, and a small GraphQL client that goes through `engine.handle`.
 */
import { openDatabase, type DatabaseHandle } from '../../db/connection.ts';
import { createEngine, type Engine, type EngineOptions } from '../index.ts';
import { fixtureCatalog } from './fixture-catalog.ts';

export const TOKEN = 'test-storefront-token';
export const PRIVATE_TOKEN = 'test-private-storefront-token';
export const PUBLIC_URL = 'http://shop.test';
/** Far below OWASP's cost, so tests stay fast; production uses the default. */
export const TEST_PASSWORD_PARAMS = { N: 2 ** 10, r: 8, p: 1 };

export interface Harness {
  engine: Engine;
  handle: DatabaseHandle;
  // Response shapes vary per query; tests read them loosely and assert on values.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, version?: string): Promise<GqlResult<T>>;
  close(): Promise<void>;
}

export interface GqlResult<T> {
  status: number;
  data: T;
  errors?: { message: string; extensions?: { code?: string }; path?: (string | number)[] }[];
}

export function testEngineOptions(db: EngineOptions['db'], overrides: Partial<EngineOptions> = {}): EngineOptions {
  return {
    db,
    storefrontToken: TOKEN,
    privateToken: PRIVATE_TOKEN,
    publicUrl: PUBLIC_URL,
    catalog: fixtureCatalog,
    passwordParams: TEST_PASSWORD_PARAMS,
    renderImage: (key) =>
      key.startsWith('missing') ? null : `<svg xmlns="http://www.w3.org/2000/svg"><title>${key}</title></svg>`,
    ...overrides,
  };
}

/** A GraphQL client that calls `engine.handle` directly, as the embedded storefront does. */
export function graphqlClient(engine: Engine): Harness['gql'] {
  return async <T>(query: string, variables?: Record<string, unknown>, version = '2024-10'): Promise<GqlResult<T>> => {
    const response = await engine.handle(
      new Request(`${PUBLIC_URL}/api/${version}/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN },
        body: JSON.stringify({ query, variables }),
      }),
    );
    if (!response) throw new Error('engine did not answer the GraphQL URL');
    const body = (await response.json()) as { data: T; errors?: GqlResult<unknown>['errors'] };
    return { status: response.status, data: body.data, errors: body.errors };
  };
}

/** PGlite takes seconds to start, so each test file opens one database and shares it. */
export async function startHarness(overrides: Partial<EngineOptions> = {}, dataDir = 'memory://'): Promise<Harness> {
  const handle = await openDatabase({ dataDir });
  const engine = await createEngine(testEngineOptions(handle.db, overrides));
  return { engine, handle, gql: graphqlClient(engine), close: () => handle.close() };
}
