import type { AppLoadContext } from 'react-router';
import type { CatalogItem } from '~/lib/catalog/types';
import type { CartLineItem } from '~/lib/cart/line-item';
import type { CartPageData } from '~/lib/cart/page-data';
import { catalogFor } from '../catalog/for-request.server';
import type { ShopSession } from '../session.server';
import { currentCart, shopperCart } from './cart-session.server';
import { toLineItem } from './line-item.server';

/** How many similar products the carousel offers. */
const SIMILAR_LIMIT = 12;


/**
 * SPEC §2 Similar Products: catalog products of the cart's product types, not already in the
 * cart. A catalog that cannot be read leaves the carousel out rather than failing the cart.
 */
async function similarProducts(request: Request, context: AppLoadContext, lines: CartLineItem[]): Promise<CatalogItem[]> {
  const types = new Set(lines.map((line) => line.productType.toLowerCase()).filter(Boolean));
  if (types.size === 0) return [];
  const inCart = new Set(lines.map((line) => line.productHandle));
  try {
    const { catalog } = await catalogFor(request, context);
    return catalog.items.filter((item) => types.has(item.productType.toLowerCase()) && !inCart.has(item.handle)).slice(0, SIMILAR_LIMIT);
  } catch (error) {
    console.error('Similar products:', error instanceof Error ? error.message : error);
    return [];
  }
}

export async function loadCartPage(
  request: Request,
  context: AppLoadContext,
  session: ShopSession,
): Promise<{ page: CartPageData; sessionChanged: boolean }> {
  const { cart, error, sessionChanged } = await currentCart(await shopperCart(request, context, session));
  const lines = (cart?.lines ?? []).map(toLineItem);
  const similar = await similarProducts(request, context, lines);
  return { page: { lines, checkoutUrl: cart?.checkoutUrl ?? null, error: error ?? null, similar }, sessionChanged };
}
