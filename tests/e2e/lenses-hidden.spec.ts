import { expect, test } from '@playwright/test';
import { storefront } from './cart-helpers';

/**
 * Issue 11: lens packages are ordinary products of type `Lenses`, sold only with a frame. The shop
 * side never shows them: not in the shop's listings, not in the sitemap, and their product page
 * does not exist.
 */

test('lens packages stay hidden: not listed in /shop, not in /sitemap.xml, and /product/<lens package> is 404', async ({
  request,
}) => {
  const { products } = await storefront<{ products: { nodes: { handle: string }[] } }>(
    request,
    `{ products(first: 20, query: "product_type:Lenses") { nodes { handle } } }`,
  );
  const lensHandles = products.nodes.map((p) => p.handle);
  expect(lensHandles).toContain('lenses-single-vision');
  // A card may open its product on the variant it shows (`?variant=…`, HTML-escaped in the page).
  const linksTo = (html: string) => [...html.matchAll(/href="\/product\/([a-z0-9-]+)(?:\?[^"]*)?"/g)].map((match) => match[1]!);

  // The whole catalogue on one page: every product it counts has its card, and none is a lens package.
  const shop = await (await request.get('/shop?show=1000')).text();
  const listed = new Set(linksTo(shop));
  const total = Number(/data-testid="result-count"[^>]*>(\d+) products/.exec(shop)?.[1]);
  expect(total).toBeGreaterThan(100);
  expect(listed.size).toBe(total);
  for (const handle of lensHandles) expect(listed).not.toContain(handle);
  // Their product type is no shop of its own either.
  expect(await (await request.get('/shop/Lenses')).text()).toContain('>0 products<');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  const frame = [...listed][0]!;
  expect(sitemap).toContain(`/product/${frame}</loc>`);
  for (const handle of lensHandles) expect(sitemap).not.toContain(`/product/${handle}<`);

  for (const handle of lensHandles) {
    expect((await request.get(`/product/${handle}`)).status(), handle).toBe(404);
    expect((await request.get(`/ar/product/${handle}`)).status(), handle).toBe(404);
  }
});
