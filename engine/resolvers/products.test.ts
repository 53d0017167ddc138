import { decodeEncodedVariant, getProductOptions } from '@shopify/hydrogen-react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../index.ts';
import { graphqlClient, PUBLIC_URL, startHarness, testEngineOptions, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const PRODUCT = `
  id title handle description descriptionHtml vendor productType tags availableForSale totalInventory
  createdAt updatedAt onlineStoreUrl seo { title }
  options { id name values optionValues { name } }
  priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
  compareAtPriceRange { maxVariantPrice { amount } }
  featuredImage { id url altText width height }
  images(first: 10) { nodes { url(transform: { maxWidth: 300 }) src originalSrc altText width height } }
  media(first: 10) { nodes { __typename mediaContentType alt previewImage { url }
    ... on MediaImage { id image { url } }
    ... on Video { sources { url format mimeType width height } } } }
  variants(first: 250) { nodes { id title sku availableForSale quantityAvailable currentlyNotInStock
    price { amount currencyCode } priceV2 { amount } compareAtPrice { amount } compareAtPriceV2 { amount }
    selectedOptions { name value } image { url } product { handle } } }
  arabic: metafield(namespace: "custom", key: "arabic_name") { value type }
  metafields(identifiers: [{ namespace: "shopify", key: "eyewear-frame-design" }, { namespace: "custom", key: "nope" }]) {
    id namespace key value type description
    references(first: 10) { nodes { ... on Metaobject { id handle type fields { key value } } } }
  }
`;

describe('product', () => {
  it('answers product(handle:) with the fields the shop uses', async () => {
    const { data, errors } = await h.gql(`{ product(handle: "aviator-classic") { ${PRODUCT} } }`);
    expect(errors).toBeUndefined();
    const p = data.product;
    expect(p).toMatchObject({
      id: 'gid://shopify/Product/1',
      title: 'Aviator Classic',
      vendor: 'Ray-Ban',
      productType: 'Sunglasses',
      description: 'Aviator Classic by Ray-Ban. Crafted for the Gulf sun.',
      availableForSale: true,
      totalInventory: 13,
      onlineStoreUrl: null,
      options: [
        { name: 'Color', values: ['Gold', 'Silver'], optionValues: [{ name: 'Gold' }, { name: 'Silver' }] },
        { name: 'Size', values: ['55', '58'] },
      ],
      priceRange: {
        minVariantPrice: { amount: '650.0', currencyCode: 'AED' },
        maxVariantPrice: { amount: '700.0', currencyCode: 'AED' },
      },
      arabic: { value: 'أفياتور كلاسيك', type: 'single_line_text_field' },
    });
    expect(p.featuredImage).toEqual({
      id: 'gid://shopify/ProductImage/1',
      url: `${PUBLIC_URL}/cdn/shop/files/aviator-classic-1.svg?v=1`,
      altText: 'Aviator Classic view 1',
      width: 1200,
      height: 800,
    });
    expect(p.images.nodes[0].url).toBe(`${PUBLIC_URL}/cdn/shop/files/aviator-classic-1.svg?v=1&width=300`);
    expect(p.media.nodes.map((m: { __typename: string }) => m.__typename)).toEqual(['MediaImage', 'MediaImage', 'Video']);
    expect(p.media.nodes[2].sources[0]).toMatchObject({
      url: `${PUBLIC_URL}/cdn/shop/videos/aviator-classic.mp4`,
      format: 'mp4',
    });
    const [first, , soldOut, lastOne] = p.variants.nodes;
    expect(first).toMatchObject({
      id: 'gid://shopify/ProductVariant/1',
      title: 'Gold / 55',
      availableForSale: true,
      quantityAvailable: 10,
      currentlyNotInStock: false,
      price: { amount: '650.0', currencyCode: 'AED' },
      compareAtPrice: { amount: '800.0' },
      compareAtPriceV2: { amount: '800.0' },
      image: { url: `${PUBLIC_URL}/cdn/shop/files/aviator-classic-2.svg?v=1` },
      product: { handle: 'aviator-classic' },
    });
    expect(soldOut).toMatchObject({ availableForSale: false, quantityAvailable: 0, compareAtPrice: null });
    expect(lastOne.quantityAvailable).toBe(1);
    expect(p.metafields[1]).toBeNull();
    expect(p.metafields[0]).toMatchObject({
      namespace: 'shopify',
      key: 'eyewear-frame-design',
      type: 'list.metaobject_reference',
      value: JSON.stringify(['gid://shopify/Metaobject/1']),
      references: {
        nodes: [
          {
            id: 'gid://shopify/Metaobject/1',
            handle: 'aviator',
            type: 'shopify--eyewear-frame-design',
            fields: [{ key: 'label', value: 'Aviator' }],
          },
        ],
      },
    });
  });

  it('answers product(id:), productByHandle and unknown products', async () => {
    const { data } = await h.gql(`{
      byId: product(id: "gid://shopify/Product/2") { handle }
      byHandle: productByHandle(handle: "daily-clear-30") { id }
      missing: product(handle: "nope") { id }
      badId: product(id: "gid://shopify/Product/abc") { id }
    }`);
    expect(data).toEqual({
      byId: { handle: 'cat-eye-luxe' },
      byHandle: { id: 'gid://shopify/Product/3' },
      missing: null,
      badId: null,
    });
  });

  it('answers the variant fields the engine has nothing for as Shopify does for a plain variant', async () => {
    for (const version of ['2024-10', '2026-04']) {
      const { data, errors } = await h.gql(
        `{ product(handle: "aviator-classic") { variants(first: 1) { nodes {
          quantityRule { minimum maximum increment }
          components(first: 5) { nodes { quantity } }
          groupedBy(first: 5) { nodes { id } }
          quantityPriceBreaks(first: 5) { nodes { minimumQuantity } }
          sellingPlanAllocations(first: 5) { nodes { checkoutChargeAmount { amount } } }
          storeAvailability(first: 5) { nodes { available } pageInfo { hasNextPage } }
          shopPayInstallmentsPricing { available }
        } } } }`,
        {},
        version,
      );
      expect(errors).toBeUndefined();
      const empty = { nodes: [] };
      expect(data.product.variants.nodes[0]).toEqual({
        quantityRule: { minimum: 1, maximum: null, increment: 1 },
        components: empty,
        groupedBy: empty,
        quantityPriceBreaks: empty,
        sellingPlanAllocations: empty,
        storeAvailability: { nodes: [], pageInfo: { hasNextPage: false } },
        shopPayInstallmentsPricing: null,
      });
    }
  });

  it('works the same on the newest API version', async () => {
    const { data, errors } = await h.gql(`{ product(handle: "aviator-classic") { ${PRODUCT} } }`, {}, '2026-04');
    expect(errors).toBeUndefined();
    expect(data.product.variants.nodes).toHaveLength(4);
  });
});

describe('variant selection fields (Hydrogen’s getProductOptions and variant URLs)', () => {
  const selection = `
    encodedVariantExistence encodedVariantAvailability
    options { name optionValues { name swatch { color image { id } } firstSelectableVariant { sku } } }
    selected: selectedOrFirstAvailableVariant(selectedOptions: $selected, ignoreUnknownOptions: true, caseInsensitiveMatch: true) { sku }
    strict: variantBySelectedOptions(selectedOptions: $selected) { sku }
    lenient: variantBySelectedOptions(selectedOptions: $selected, ignoreUnknownOptions: true) { sku }
    adjacentVariants(selectedOptions: $selected) { sku selectedOptions { name value } }`;
  const query = `query P($handle: String!, $selected: [SelectedOptionInput!]!) { product(handle: $handle) { ${selection} } }`;

  it('encodes which option combinations exist and which are in stock, as Hydrogen decodes them', async () => {
    const { data, errors } = await h.gql(query, { handle: 'aviator-classic', selected: [] });
    expect(errors).toBeUndefined();
    // Gold/Silver × 55/58 all exist; Silver 55 is sold out.
    expect(data.product.encodedVariantExistence).toBe('v1_0:0-1,1:0-1,');
    expect(data.product.encodedVariantAvailability).toBe('v1_0:0-1,1:1,');
    expect(decodeEncodedVariant(data.product.encodedVariantAvailability)).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
    ]);
  });

  it('ignores a URL parameter that is no option (utm_source) where asked to, and matches nothing where not', async () => {
    const selected = [
      { name: 'color', value: 'silver' },
      { name: 'size', value: '58' },
      { name: 'utm_source', value: 'newsletter' },
    ];
    const { data } = await h.gql(query, { handle: 'aviator-classic', selected });
    expect(data.product.selected).toEqual({ sku: 'RB-AV-S58' });
    expect(data.product.strict).toBeNull();
    // Without caseInsensitiveMatch the lower-case names match no option: nothing is selected.
    expect(data.product.lenient).toBeNull();
    const exact = await h.gql(query, {
      handle: 'aviator-classic',
      selected: [
        { name: 'Color', value: 'Silver' },
        { name: 'Size', value: '58' },
        { name: 'utm_source', value: 'newsletter' },
      ],
    });
    expect(exact.data.product.lenient).toEqual({ sku: 'RB-AV-S58' });
    expect(exact.data.product.strict).toBeNull();
  });

  it('lists the variants one option away from the selected one, and from the first available without a selection', async () => {
    const selected = await h.gql(query, {
      handle: 'aviator-classic',
      selected: [
        { name: 'Color', value: 'Silver' },
        { name: 'Size', value: '58' },
      ],
    });
    expect(selected.data.product.adjacentVariants.map((v: { sku: string }) => v.sku)).toEqual(['RB-AV-G58', 'RB-AV-S55']);
    const none = await h.gql(query, { handle: 'aviator-classic', selected: [] });
    expect(none.data.product.selected).toEqual({ sku: 'RB-AV-G55' });
    expect(none.data.product.adjacentVariants.map((v: { sku: string }) => v.sku)).toEqual(['RB-AV-G58', 'RB-AV-S55']);
  });

  it('gives colour option values the swatch of their colour metaobject', async () => {
    const catEye = await h.gql(query, { handle: 'cat-eye-luxe', selected: [] });
    expect(catEye.data.product.options[0].optionValues[0]).toEqual({
      name: 'Black',
      swatch: { color: '#1b1b1b', image: null },
      firstSelectableVariant: { sku: 'GU-CE-BK' },
    });
    // No colour metaobject is named Gold in this catalog, and Size is not a colour.
    const aviator = await h.gql(query, { handle: 'aviator-classic', selected: [] });
    expect(
      aviator.data.product.options.flatMap((o: { optionValues: { swatch: unknown }[] }) => o.optionValues.map((v) => v.swatch)),
    ).toEqual([null, null, null, null]);
  });

  it('works with Hydrogen’s getProductOptions', async () => {
    const full = `query P($handle: String!, $selected: [SelectedOptionInput!]!) { product(handle: $handle) {
      handle encodedVariantExistence encodedVariantAvailability
      options { name optionValues { name swatch { color } firstSelectableVariant { ...V } } }
      selectedOrFirstAvailableVariant(selectedOptions: $selected) { ...V }
      adjacentVariants(selectedOptions: $selected) { ...V } } }
      fragment V on ProductVariant { id availableForSale selectedOptions { name value } product { handle } }`;
    const { data } = await h.gql(full, {
      handle: 'aviator-classic',
      selected: [
        { name: 'Color', value: 'Gold' },
        { name: 'Size', value: '55' },
      ],
    });
    const options = getProductOptions(data.product);
    expect(options.map((o) => [o.name, o.optionValues.map((v) => [v.name, v.selected, v.exists, v.available])])).toEqual([
      [
        'Color',
        [
          ['Gold', true, true, true],
          ['Silver', false, true, true],
        ],
      ],
      [
        'Size',
        [
          ['55', true, true, true],
          ['58', false, true, true],
        ],
      ],
    ]);
  });
});

describe('variant metafields', () => {
  it("answers a variant's try-on picture as a file reference, null where a variant has none", async () => {
    const { data, errors } = await h.gql(`{ product(handle: "aviator-classic") { variants(first: 4) { nodes {
      sku
      tryOn: metafield(namespace: "custom", key: "try_on_image") {
        type value
        reference { __typename ... on MediaImage { id alt image { url width height } } }
        references(first: 1) { nodes { __typename } }
      }
    } } } }`);
    expect(errors).toBeUndefined();
    const [gold55, gold58, silver55] = data.product.variants.nodes;
    const file = {
      __typename: 'MediaImage',
      alt: 'Aviator Classic in Gold, front for try-on',
      image: { url: `${PUBLIC_URL}/cdn/shop/files/aviator-classic-gold-try-on.svg?v=1`, width: 420, height: 180 },
    };
    expect(gold55.tryOn).toMatchObject({ type: 'file_reference', reference: file, references: null });
    expect(gold55.tryOn.value).toBe(gold55.tryOn.reference.id);
    // Both sizes of one colour point at the same file; product media ids are never reused for it.
    expect(gold58.tryOn.reference.id).toBe(gold55.tryOn.reference.id);
    const { data: media } = await h.gql(`{ product(handle: "aviator-classic") { media(first: 10) { nodes { id } } } }`);
    expect(media.product.media.nodes.map((m: { id: string }) => m.id)).not.toContain(gold55.tryOn.reference.id);
    expect(silver55.tryOn).toBeNull();

    const { data: node } = await h.gql(`{ node(id: "${gold55.tryOn.value}") { ... on MediaImage { alt } } }`);
    expect(node.node).toEqual({ alt: file.alt });
  });

  it('keeps product metafields apart from variant metafields', async () => {
    const { data } = await h.gql(`{ product(handle: "aviator-classic") {
      metafield(namespace: "custom", key: "try_on_image") { id }
      variants(first: 1) { nodes { metafield(namespace: "custom", key: "arabic_name") { id } } }
    } }`);
    expect(data.product.metafield).toBeNull();
    expect(data.product.variants.nodes[0].metafield).toBeNull();
  });
});

describe('presentment prices', () => {
  const query = (country: string) =>
    `query P @inContext(country: ${country}) { product(handle: "cat-eye-luxe") { variants(first: 1) { nodes { price { amount currencyCode } compareAtPrice { amount } } } } }`;

  it.each([
    ['AE', '2450.0', 'AED', '2900.0'],
    ['KW', '205.021', 'KWD', '242.678'],
    ['SA', '2501.79', 'SAR', '2961.3'],
    ['US', '667.12', 'USD', '789.65'],
    ['GB', '2450.0', 'AED', '2900.0'],
  ])('prices for %s', async (country, amount, currencyCode, compareAt) => {
    const { data } = await h.gql(query(country));
    expect(data.product.variants.nodes[0]).toEqual({ price: { amount, currencyCode }, compareAtPrice: { amount: compareAt } });
  });

  it('takes the country from a variable and honours rate overrides', async () => {
    // A second engine on the same (already seeded) database, with its own rates.
    const custom = graphqlClient(await createEngine(testEngineOptions(h.handle.db, { rates: { USD: 4 } })));
    {
      const { data } = await custom(
        'query P($c: CountryCode) @inContext(country: $c) { product(handle: "cat-eye-luxe") { priceRange { minVariantPrice { amount currencyCode } } } }',
        { c: 'US' },
      );
      expect(data.product.priceRange.minVariantPrice).toEqual({ amount: '612.5', currencyCode: 'USD' });
    }
  });
});

describe('products', () => {
  const handles = async (args: string) => {
    const { data, errors } = await h.gql(`{ products(${args}) { nodes { handle } } }`);
    expect(errors).toBeUndefined();
    return data.products.nodes.map((n: { handle: string }) => n.handle);
  };

  it('filters by product type, vendor, title, tag, availability and free text', async () => {
    expect(await handles('first: 10, query: "product_type:Sunglasses"')).toEqual(['aviator-classic', 'last-unit-shield']);
    expect(await handles('first: 10, query: "vendor:\\"Ray-Ban\\""')).toEqual(['aviator-classic']);
    expect(await handles('first: 10, query: "title:luxe"')).toEqual(['cat-eye-luxe']);
    expect(await handles('first: 10, query: "tag:bestseller"')).toEqual(['aviator-classic']);
    expect(await handles('first: 10, query: "available_for_sale:false"')).toEqual(['sold-out-reader']);
    expect(await handles('first: 10, query: "gulf sun product_type:Sunglasses -vendor:Oakley"')).toEqual(['aviator-classic']);
    expect(await handles('first: 10, query: "vendor:Gucci OR vendor:Uvex"')).toEqual(['cat-eye-luxe', 'site-guard']);
    expect(await handles('first: 10, query: "variants.price:>=2000"')).toEqual(['cat-eye-luxe', 'last-unit-shield']);
  });

  it('groups query terms with parentheses', async () => {
    expect(await handles('first: 10, query: "(product_type:Sunglasses OR product_type:Eyeglasses) AND vendor:Gucci"')).toEqual([
      'cat-eye-luxe',
    ]);
    expect(await handles('first: 10, query: "product_type:Sunglasses OR (product_type:Eyeglasses AND vendor:Gucci)"')).toEqual([
      'aviator-classic',
      'cat-eye-luxe',
      'last-unit-shield',
    ]);
    expect(
      await handles('first: 10, query: "NOT (product_type:Sunglasses OR product_type:Eyeglasses) variants.price:<150"'),
    ).toEqual(['daily-clear-30', 'site-guard']);
  });

  it('sorts by every key, and reverses', async () => {
    expect(await handles('first: 10, sortKey: PRICE')).toEqual([
      'site-guard',
      'daily-clear-30',
      'sold-out-reader',
      'aviator-classic',
      'cat-eye-luxe',
      'last-unit-shield',
    ]);
    expect(await handles('first: 2, sortKey: PRICE, reverse: true')).toEqual(['last-unit-shield', 'cat-eye-luxe']);
    expect(await handles('first: 10, sortKey: TITLE')).toEqual([
      'aviator-classic',
      'cat-eye-luxe',
      'daily-clear-30',
      'last-unit-shield',
      'site-guard',
      'sold-out-reader',
    ]);
    expect(await handles('first: 1, sortKey: CREATED_AT')).toEqual(['sold-out-reader']);
    expect(await handles('first: 1, sortKey: VENDOR')).toEqual(['daily-clear-30']);
    expect(await handles('first: 1, sortKey: PRODUCT_TYPE')).toEqual(['daily-clear-30']);
    // Seeded orders: 2 × daily-clear-30, then one each of aviator-classic and site-guard.
    expect(await handles('first: 3, sortKey: BEST_SELLING')).toEqual(['daily-clear-30', 'aviator-classic', 'site-guard']);
    expect(await handles('first: 1, sortKey: RELEVANCE, query: "luxe"')).toEqual(['cat-eye-luxe']);
    expect(await handles('first: 10, sortKey: ID')).toHaveLength(6);
    expect(await handles('first: 1, sortKey: UPDATED_AT')).toEqual(['sold-out-reader']);
  });

  it('pages forwards and backwards with cursors and pageInfo', async () => {
    const page = async (args: string) =>
      (
        await h.gql(
          `{ products(${args}) { edges { cursor node { handle } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`,
        )
      ).data.products;
    const first = await page('first: 4');
    expect(first.edges).toHaveLength(4);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, startCursor: first.edges[0].cursor });
    const second = await page(`first: 4, after: "${first.pageInfo.endCursor}"`);
    expect(second.edges.map((e: { node: { handle: string } }) => e.node.handle)).toEqual(['sold-out-reader', 'site-guard']);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = await page(`last: 2, before: "${second.pageInfo.startCursor}"`);
    expect(back.edges.map((e: { node: { handle: string } }) => e.node.handle)).toEqual(['daily-clear-30', 'last-unit-shield']);
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const bad = await h.gql('{ products(first: 2, after: "garbage") { nodes { id } } }');
    expect(bad.errors?.[0]?.message).toContain('Invalid cursor');
    const tooMany = await h.gql('{ products(first: 251) { nodes { id } } }');
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('ARGUMENT_INVALID');
  });
});

describe('node, nodes and metaobjects', () => {
  it('resolves catalog objects by global id', async () => {
    const { data, errors } = await h.gql(`{
      nodes(ids: ["gid://shopify/Product/2", "gid://shopify/ProductVariant/5", "gid://shopify/Metaobject/2", "gid://shopify/Product/999", "gid://shopify/MediaImage/1"]) {
        __typename
        ... on Product { handle }
        ... on ProductVariant { sku }
        ... on Metaobject { handle field(key: "label") { value } }
        ... on MediaImage { image { altText } }
      }
      node(id: "gid://shopify/Product/1") { id }
    }`);
    expect(errors).toBeUndefined();
    expect(data.nodes).toEqual([
      { __typename: 'Product', handle: 'cat-eye-luxe' },
      { __typename: 'ProductVariant', sku: 'GU-CE-BK' },
      { __typename: 'Metaobject', handle: 'cat-eye', field: { value: 'Cat-eye' } },
      null,
      { __typename: 'MediaImage', image: { altText: 'Aviator Classic view 1' } },
    ]);
    expect(data.node).toEqual({ id: 'gid://shopify/Product/1' });
  });

  it('finds product media by id, and answers unknown media ids with null', async () => {
    const media = (await h.gql('{ product(handle: "aviator-classic") { media(first: 10) { nodes { id } } } }')).data.product.media
      .nodes;
    const ids = [...media.map((m: { id: string }) => m.id), 'gid://shopify/MediaImage/999999', 'gid://shopify/Video/999999'];
    const { data, errors } = await h.gql(
      `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Video { sources { url } } ... on MediaImage { image { url } } } }`,
      { ids },
    );
    expect(errors).toBeUndefined();
    expect(data.nodes.map((n: { __typename: string } | null) => n?.__typename ?? null)).toEqual([
      'MediaImage',
      'MediaImage',
      'Video',
      null,
      null,
    ]);
    expect(data.nodes.slice(0, 3).map((n: { id: string }) => n.id)).toEqual(media.map((m: { id: string }) => m.id));
    expect(data.nodes[2].sources).toEqual([{ url: `${PUBLIC_URL}/cdn/shop/videos/aviator-classic.mp4` }]);
  });

  it('answers metaobject(id:) lookups as the product page batches them', async () => {
    const { data } = await h.gql(`{
      a: metaobject(id: "gid://shopify/Metaobject/1") { id handle }
      b: metaobject(id: "gid://shopify/Metaobject/2") { id handle }
      c: metaobject(id: "gid://shopify/Metaobject/99") { id }
      d: metaobject(handle: { type: "shopify--eyewear-frame-design", handle: "cat-eye" }) { id }
      list: metaobjects(type: "shopify--eyewear-frame-design", first: 10) { nodes { handle } }
    }`);
    expect(data).toEqual({
      a: { id: 'gid://shopify/Metaobject/1', handle: 'aviator' },
      b: { id: 'gid://shopify/Metaobject/2', handle: 'cat-eye' },
      c: null,
      d: { id: 'gid://shopify/Metaobject/2' },
      list: { nodes: [{ handle: 'aviator' }, { handle: 'cat-eye' }] },
    });
  });

  it('lists the four markets in localization, with the @inContext country', async () => {
    const { data } = await h.gql(
      'query L @inContext(country: KW) { localization { country { isoCode currency { isoCode } } availableCountries { isoCode name currency { isoCode symbol } } } }',
    );
    expect(data.localization.country).toEqual({ isoCode: 'KW', currency: { isoCode: 'KWD' } });
    expect(
      data.localization.availableCountries.map((c: { isoCode: string; currency: { isoCode: string } }) => [
        c.isoCode,
        c.currency.isoCode,
      ]),
    ).toEqual([
      ['AE', 'AED'],
      ['KW', 'KWD'],
      ['SA', 'SAR'],
      ['US', 'USD'],
    ]);
  });
});
