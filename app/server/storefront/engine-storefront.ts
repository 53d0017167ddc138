import type { AppLoadContext } from 'react-router';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { createEngine, type Engine } from '../../../engine/index';
import { PUBLIC_URL, TOKEN, testEngineOptions } from '../../../engine/test/harness';
import { createStorefrontClient, type StorefrontClient } from './client.server';

/**
 * For the integration tests: the shop's Storefront API client with the public token, answered in
 * process by a local engine. `standIn` may answer a request itself (an API that fails, or one that
 * counts what it is asked) by returning a response, or have the engine answer first
 * (`engineAnswer`) and then lose that answer; otherwise the engine answers.
 */
export function engineStorefront(
  engine: Engine,
  standIn?: (
    init: RequestInit | undefined,
    engineAnswer: () => Promise<Response>,
  ) => Response | undefined | Promise<Response | undefined>,
): StorefrontClient {
  return createStorefrontClient({
    endpoint: `${PUBLIC_URL}/api/2024-10/graphql.json`,
    publicToken: TOKEN,
    fetch: async (input, init) => {
      const engineAnswer = async () =>
        (await engine.handle(new Request(input, init))) ?? new Response('Not found', { status: 404 });
      return (await standIn?.(init, engineAnswer)) ?? (await engineAnswer());
    },
  });
}

/**
 * For the integration tests: a shop's load context on an in-memory database, with a local engine
 * behind its Storefront API client (`standIn` as for `engineStorefront`; close `handle` after the tests).
 */
export async function engineShop(
  standIn?: Parameters<typeof engineStorefront>[1],
): Promise<{ handle: DatabaseHandle; context: AppLoadContext }> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  const engine = await createEngine(testEngineOptions(handle.db));
  return { handle, context: { db: handle.db, storefront: engineStorefront(engine, standIn), language: 'en' } };
}
