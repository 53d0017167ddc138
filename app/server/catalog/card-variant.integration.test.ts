import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { DatabaseHandle } from '../../../db/connection';
import { products, variants } from '../../../engine/db/schema';
import { engineShop } from '../storefront/engine-storefront';
import { cardHref, toCard } from '~/lib/catalog/card';
import type { SuggestionsAnswer } from '~/lib/catalog/suggestion';
import * as searchApi from '~/routes/api.search';
import { getCatalog } from './index.server';

let handle: DatabaseHandle;
let context: AppLoadContext;
beforeAll(async () => {
  ({ handle, context } = await engineShop());
});
afterAll(() => handle?.close());

describe('a product card’s variant', () => {
  it('is the first one for sale: a product whose first variant sold out is listed for sale, with the next one', async () => {
    const rows = await handle.db
      .select({ handle: products.handle, productId: variants.productId, id: variants.id, quantity: variants.quantity })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(products.productType, 'Sunglasses'))
      .orderBy(asc(variants.productId), asc(variants.position));
    // A product whose first two variants are in stock: the first then sells out.
    const at = rows.findIndex(
      (row, i) =>
        (i === 0 || rows[i - 1]!.productId !== row.productId) &&
        rows[i + 1]?.productId === row.productId &&
        row.quantity > 0 &&
        rows[i + 1]!.quantity > 0,
    );
    expect(at, 'the seeded catalogue has a sunglasses product with two variants in stock').toBeGreaterThanOrEqual(0);
    const [first, second] = [rows[at]!, rows[at + 1]!];
    // Another whose first variant is for sale.
    const whole = rows.find(
      (row, i) => (i === 0 || rows[i - 1]!.productId !== row.productId) && row.productId !== first.productId && row.quantity > 0,
    )!;
    await handle.db.update(variants).set({ quantity: 0 }).where(eq(variants.id, first.id));
    try {
      const catalog = await getCatalog(context.storefront, 'AE', 'en');
      const item = catalog.items.find((one) => one.handle === first.handle)!;
      expect(item).toMatchObject({ availableForSale: true, variantId: `gid://shopify/ProductVariant/${second.id}` });
      expect(item.quantityAvailable).toBeGreaterThan(0);
      // The card opens the product page on the variant it showed, not on the sold-out first one.
      expect(cardHref(toCard(item))).toBe(`/product/${first.handle}?variant=${second.id}`);
      expect(cardHref(toCard(item), 'search-1')).toBe(`/product/${first.handle}?variant=${second.id}&sid=search-1`);
      // A product whose first variant is for sale opens on its plain address.
      expect(cardHref(toCard(catalog.items.find((one) => one.handle === whole.handle)!))).toBe(`/product/${whole.handle}`);

      // The header's suggestion for it opens the same page as its card.
      const response = await searchApi.loader({
        request: new Request(`http://localhost/api/search?q=${encodeURIComponent(item.title)}`),
        context: { ...context, clientIp: '192.0.2.7' },
        params: {},
      } as Parameters<typeof searchApi.loader>[0]);
      const answer = (response as unknown as { data: SuggestionsAnswer }).data;
      const suggestion = answer.suggestions.find((one) => one.handle === first.handle);
      expect(suggestion?.pageVariant).toBe(String(second.id));
    } finally {
      await handle.db.update(variants).set({ quantity: first.quantity }).where(eq(variants.id, first.id));
    }
  });
});
