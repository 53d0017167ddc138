import { data } from 'react-router';
import { getFullProducts } from '~/server/catalog/full-products.server';
import { getMarket } from '~/server/market.server';
import { StorefrontError } from '~/server/storefront/errors';
import type { Route } from './+types/api.products';

const MAX_PAGE_SIZE = 100;

function positiveInt(value: string | null, name: string): number | null {
  if (value === null) return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new ApiError(400, `${name} must be a whole number of 1 or more`);
  return n;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * SPEC §7 `GET /api/products` → `{ products }` in the SPEC §3 shape, priced in the shopper's market.
 * Optional paging: `?page=2&pageSize=20` (pageSize up to 100) adds `page`, `pageSize` and `total`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const url = new URL(request.url);
    const page = positiveInt(url.searchParams.get('page'), 'page');
    const pageSize = positiveInt(url.searchParams.get('pageSize'), 'pageSize');
    if (pageSize !== null && pageSize > MAX_PAGE_SIZE) throw new ApiError(400, `pageSize must be at most ${MAX_PAGE_SIZE}`);
    const market = await getMarket(request);
    const products = await getFullProducts(context.storefront, market.country);
    if (page === null && pageSize === null) return data({ products }, { headers: { Vary: 'Cookie' } });
    const size = pageSize ?? 20;
    const current = page ?? 1;
    return data(
      { products: products.slice((current - 1) * size, current * size), page: current, pageSize: size, total: products.length },
      { headers: { Vary: 'Cookie' } },
    );
  } catch (error) {
    if (error instanceof ApiError) return data({ error: { message: error.message } }, { status: error.status });
    console.error('GET /api/products failed', error);
    const status = error instanceof StorefrontError && error.kind === 'timeout' ? 504 : 502;
    return data({ error: { message: 'Products are unavailable right now. Please try again.' } }, { status });
  }
}
