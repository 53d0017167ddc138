/**
 * Issue 12: the pages count searches. The results page's loader records a shopper's search (not a
 * crawler's), a refinement with its `sid` is not counted again, and the product page opened with
 * that `sid` marks it opened: through the routes' loaders, against the local engine and an in-memory
 * database.
 */
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { createEngine } from '../../../engine/index';
import { PUBLIC_URL, testEngineOptions } from '../../../engine/test/harness';
import * as productRoute from '../../routes/product';
import * as queryRoute from '../../routes/query';
import { searchLog } from '../db/search-log';
import { engineStorefront } from '../storefront/engine-storefront';
import { searchLogFor } from './search-log.server';

process.env.SESSION_SECRET ??= 'search-log-integration-test-secret-0123456789';

const SHOPPER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let handle: DatabaseHandle;
let context: AppLoadContext;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  const engine = await createEngine(testEngineOptions(handle.db));
  const storefront = engineStorefront(engine);
  context = { db: handle.db, storefront, language: 'en' };
}, 60_000);
afterAll(() => handle?.close());
beforeEach(async () => {
  await handle.db.delete(searchLog);
});

const request = (path: string, userAgent = SHOPPER) =>
  new Request(`${PUBLIC_URL}${path}`, { headers: { 'User-Agent': userAgent } });

async function results(path: string, userAgent?: string) {
  return (await queryRoute.loader({ request: request(path, userAgent), context, params: {} } as never)) as {
    searchId: string | null;
    items: { handle: string }[];
  };
}

async function logged() {
  await searchLogFor(handle.db).flush();
  return handle.db.select().from(searchLog);
}

describe('searches counted by the pages', () => {
  it('a results page counts the search, its refinement does not, and opening a product marks it', async () => {
    const page = await results('/query?query=Gucci');
    expect(page.searchId).toEqual(expect.any(String));
    expect(await logged()).toMatchObject([{ id: page.searchId, query: 'gucci', source: 'results', opened: false }]);

    const refined = await results(`/query?query=Gucci&sort=price_low_high&sid=${page.searchId}`);
    expect(refined.searchId).toBe(page.searchId);
    expect(await logged()).toHaveLength(1);

    const opened = refined.items[0]!.handle;
    await productRoute.loader({
      request: request(`/product/${opened}?sid=${page.searchId}`),
      context,
      params: { handle: opened },
    } as never);
    expect(await logged()).toMatchObject([{ id: page.searchId, opened: true }]);
  });

  it('a crawler’s search is nobody’s and is not counted', async () => {
    const page = await results('/query?query=Gucci', CRAWLER);
    expect(page.searchId).toBeNull();
    expect(await logged()).toEqual([]);
  });
});
