import type { AppLoadContext } from 'react-router';
import type { CatalogItem } from '~/lib/catalog/types';
import type { CartLineItem } from '~/lib/cart/line-item';
import type { CartPageData } from '~/lib/cart/page-data';
import type { Language } from '~/i18n/languages';
import { catalogFor } from '../catalog/for-request.server';
import type { Catalog } from '../catalog/index.server';
import type { ShopSession } from '../session.server';
import { i18nFor } from '~/i18n/catalogs.server';
import { cartText } from './cart-api.server';
import { currentCart, shopperCart } from './cart-session.server';
import { toLineItem } from './line-item.server';

/** How many similar products the carousel offers. */
const SIMILAR_LIMIT = 12;

/**
 * SPEC §2 Similar Products: catalog products of the cart's product types, not already in the
 * cart.
 */
function similarProducts(catalog: Catalog, lines: CartLineItem[]): CatalogItem[] {
  const types = new Set(lines.map((line) => line.productType.toLowerCase()).filter(Boolean));
  const inCart = new Set(lines.map((line) => line.productHandle));
  return catalog.items
    .filter((item) => types.has(item.productType.toLowerCase()) && !inCart.has(item.handle))
    .slice(0, SIMILAR_LIMIT);
}

/** Arabic pages name a product by its Arabic name (the `arabic_name` metafield) where it has one. */
function inLanguage(line: CartLineItem, catalog: Catalog, language: Language): CartLineItem {
  const arabicName = language === 'ar' ? catalog.byHandle.get(line.productHandle)?.arabicName : undefined;
  return arabicName ? { ...line, productTitle: arabicName } : line;
}

/** The catalog, for Similar Products and Arabic names; one that cannot be read leaves both out rather than failing the cart. */
async function readCatalog(request: Request, context: AppLoadContext): Promise<Catalog | null> {
  try {
    return (await catalogFor(request, context)).catalog;
  } catch (error) {
    console.error('Cart page catalog:', error instanceof Error ? error.message : error);
    return null;
  }
}

export async function loadCartPage(
  request: Request,
  context: AppLoadContext,
  session: ShopSession,
): Promise<{ page: CartPageData; sessionChanged: boolean }> {
  const { cart, error, sessionChanged } = await currentCart(await shopperCart(request, context, session));
  const items = (cart?.lines ?? []).map(toLineItem);
  const catalog = items.length > 0 ? await readCatalog(request, context) : null;
  const lines = catalog ? items.map((line) => inLanguage(line, catalog, context.language)) : items;
  const similar = catalog ? similarProducts(catalog, items) : [];
  const message = error ? cartText(i18nFor(context.language), error) : null;
  return { page: { lines, checkoutUrl: cart?.checkoutUrl ?? null, error: message, similar }, sessionChanged };
}
