import type { AppLoadContext } from 'react-router';
import type { Market } from '~/lib/markets';
import { getMarket } from '../market.server';
import { getCatalog, type Catalog } from './index.server';

/** The shopper's market and the catalog priced for it, in the page's language: what every catalog page's loader starts with. */
export async function catalogFor(request: Request, context: AppLoadContext): Promise<{ market: Market; catalog: Catalog }> {
  const market = await getMarket(request);
  const catalog = await getCatalog(context.storefront, market.country, context.language);
  return { market, catalog };
}
