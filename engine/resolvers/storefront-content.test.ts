/** Collections, menus, pages and policies, the brand, search, predictive search, recommendations and sitemaps. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, MAX_QUERY_TERMS } from '../catalog/search.ts';
import { PUBLIC_URL, startHarness, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const handlesOf = (nodes: { handle: string }[]) => nodes.map((n) => n.handle);

describe('collections', () => {
  it('has one per product type, frame shape and brand', async () => {
    const { data, errors } = await h.gql('{ collections(first: 50) { nodes { handle title } pageInfo { hasNextPage } } }');
    expect(errors).toBeUndefined();
    expect(handlesOf(data.collections.nodes)).toEqual([
      'contact-lenses',
      'eyeglasses',
      'reading-glasses',
      'safety-glasses',
      'sunglasses',
      'aviator-frames',
      'cat-eye-frames',
      'acuvue',
      'amara',
      'gucci',
      'oakley',
      'ray-ban',
      'uvex',
    ]);
    expect(data.collections.nodes[0].title).toBe('Contact Lenses');
    const sorted = await h.gql('{ collections(first: 2, sortKey: TITLE, reverse: true) { nodes { title } } }');
    expect(sorted.data.collections.nodes).toEqual([{ title: 'Uvex' }, { title: 'Sunglasses' }]);
    const found = await h.gql('{ collections(first: 5, query: "title:frames") { nodes { handle } } }');
    expect(handlesOf(found.data.collections.nodes)).toEqual(['aviator-frames', 'cat-eye-frames']);
  });

  it('answers collection(handle:) with its products, sorted, filtered and with facets', async () => {
    const query = `query C($handle: String!, $filters: [ProductFilter!], $sortKey: ProductCollectionSortKeys, $reverse: Boolean) {
      collection(handle: $handle) {
        id handle title description descriptionHtml updatedAt seo { title } image { url altText }
        products(first: 10, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
          nodes { handle }
          filters { id label type values { id label count input swatch { color } } }
        }
      }
    }`;
    const { data, errors } = await h.gql(query, { handle: 'sunglasses' });
    expect(errors).toBeUndefined();
    expect(data.collection).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/Collection\/\d+$/),
      title: 'Sunglasses',
      seo: { title: 'Sunglasses' },
      image: { url: `${PUBLIC_URL}/cdn/shop/files/aviator-classic-1.svg?v=1`, altText: 'Sunglasses' },
    });
    expect(data.collection.description).toContain('UV400');
    expect(handlesOf(data.collection.products.nodes)).toEqual(['aviator-classic', 'last-unit-shield']);
    const facets = Object.fromEntries(data.collection.products.filters.map((f: { id: string }) => [f.id, f]));
    expect(facets['filter.v.availability'].values.map((v: { label: string; count: number }) => [v.label, v.count])).toEqual([
      ['In stock', 2],
      ['Out of stock', 0],
    ]);
    expect(facets['filter.v.price']).toMatchObject({
      type: 'PRICE_RANGE',
      values: [{ input: '{"price":{"min":0,"max":15000}}' }],
    });
    expect(facets['filter.p.vendor'].values.map((v: { label: string }) => v.label)).toEqual(['Oakley', 'Ray-Ban']);
    expect(facets['filter.v.option.color'].values[0]).toMatchObject({
      label: 'Gold',
      count: 1,
      input: '{"variantOption":{"name":"Color","value":"Gold"}}',
    });

    const byPrice = await h.gql(query, { handle: 'sunglasses', sortKey: 'PRICE', reverse: true });
    expect(handlesOf(byPrice.data.collection.products.nodes)).toEqual(['last-unit-shield', 'aviator-classic']);
    const filtered = await h.gql(query, {
      handle: 'sunglasses',
      filters: [{ price: { max: 1000 } }, { variantOption: { name: 'Color', value: 'Gold' } }],
    });
    expect(handlesOf(filtered.data.collection.products.nodes)).toEqual(['aviator-classic']);
    // Filters of one kind widen: Ray-Ban or Oakley.
    const either = await h.gql(query, {
      handle: 'sunglasses',
      filters: [{ productVendor: 'Ray-Ban' }, { productVendor: 'Oakley' }],
    });
    expect(handlesOf(either.data.collection.products.nodes)).toEqual(['aviator-classic', 'last-unit-shield']);
    const inStock = await h.gql(query, { handle: 'reading-glasses', filters: [{ available: true }] });
    expect(inStock.data.collection.products.nodes).toEqual([]);
  });

  it('lists the collections a product is in, in their order', async () => {
    const { data, errors } = await h.gql(`{
      product(handle: "aviator-classic") { collections(first: 10) { nodes { handle } } }
      first: product(handle: "aviator-classic") { collections(first: 1) { nodes { handle } pageInfo { hasNextPage } } }
    }`);
    expect(errors).toBeUndefined();
    expect(handlesOf(data.product.collections.nodes)).toEqual(['sunglasses', 'aviator-frames', 'ray-ban']);
    expect(data.first.collections).toEqual({ nodes: [{ handle: 'sunglasses' }], pageInfo: { hasNextPage: true } });
  });

  it('fills shape collections from the frame-design metafield, and answers unknown handles with null', async () => {
    const { data } = await h.gql(`{
      aviator: collection(handle: "aviator-frames") { title products(first: 5) { nodes { handle } } }
      byHandle: collectionByHandle(handle: "cat-eye-frames") { products(first: 5) { nodes { handle } } }
      missing: collection(handle: "nope") { id }
    }`);
    expect(data.aviator.title).toBe('Aviator frames');
    expect(handlesOf(data.aviator.products.nodes)).toEqual(['aviator-classic', 'cat-eye-luxe']);
    expect(handlesOf(data.byHandle.products.nodes)).toEqual(['cat-eye-luxe']);
    expect(data.missing).toBeNull();
  });
});

describe('menus, pages and policies', () => {
  it('answers the header and footer menus with absolute URLs and their resources', async () => {
    const { data } = await h.gql(`{
      menu(handle: "main-menu") { id title itemsCount items { id title type url tags resourceId resource { __typename ... on Collection { handle } } items { id } } }
      footer: menu(handle: "footer") { items { title type url resource { __typename ... on ShopPolicy { handle } } } }
      none: menu(handle: "nope") { id }
    }`);
    expect(data.menu.title).toBe('Main menu');
    expect(data.menu.itemsCount).toBe(7);
    expect(data.menu.items.map((i: { title: string }) => i.title)).toEqual([
      'Home',
      'Eyeglasses',
      'Contact Lenses',
      'Sunglasses',
      'Men',
      'Women',
      'Unisex',
    ]);
    expect(data.menu.items[1]).toMatchObject({
      type: 'COLLECTION',
      url: `${PUBLIC_URL}/shop/Eyeglasses`,
      resourceId: expect.stringMatching(/^gid:\/\/shopify\/Collection\//),
      resource: { __typename: 'Collection', handle: 'eyeglasses' },
      items: [],
    });
    expect(data.menu.items[4]).toMatchObject({ type: 'CATALOG', url: `${PUBLIC_URL}/shop/gender?query=male`, tags: ['male'] });
    expect(new Set(data.menu.items.map((i: { id: string }) => i.id)).size).toBe(7);
    expect(data.footer.items[2]).toEqual({
      title: 'Privacy policy',
      type: 'SHOP_POLICY',
      url: `${PUBLIC_URL}/privacy-policy`,
      resource: { __typename: 'ShopPolicy', handle: 'privacy-policy' },
    });
    expect(data.none).toBeNull();
  });

  it('answers page, pageByHandle and pages with the policy pages', async () => {
    const { data } = await h.gql(`{
      page(handle: "return-policy") { id handle title body bodySummary seo { title description } onlineStoreUrl createdAt }
      byHandle: pageByHandle(handle: "shipping-delivery") { title body }
      pages(first: 10) { nodes { handle } }
      found: pages(first: 10, query: "cookie") { nodes { handle } }
      missing: page(handle: "nope") { id }
    }`);
    expect(data.page).toMatchObject({
      handle: 'return-policy',
      title: 'Return policy',
      onlineStoreUrl: `${PUBLIC_URL}/return-policy`,
    });
    expect(data.page.body).toContain('<h2>Refunds</h2>');
    expect(data.page.body).toContain('within 48 hours');
    expect(data.page.bodySummary).not.toContain('<');
    expect(data.byHandle.body).toContain('AED 60');
    expect(handlesOf(data.pages.nodes)).toEqual(['return-policy', 'terms-and-conditions', 'privacy-policy', 'shipping-delivery']);
    expect(handlesOf(data.found.nodes)).toEqual(['privacy-policy']);
    expect(data.missing).toBeNull();
  });

  it('answers the shop’s policies and brand', async () => {
    const { data, errors } = await h.gql(`{ shop {
      name primaryDomain { url }
      privacyPolicy { id handle title url body } refundPolicy { handle title url } shippingPolicy { handle }
      termsOfService { handle title } subscriptionPolicy { id }
      brand { slogan shortDescription logo { image { url } } squareLogo { image { url width height } } colors { primary { background foreground } } }
    } }`);
    expect(errors).toBeUndefined();
    expect(data.shop.privacyPolicy).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/ShopPolicy\/\d+$/),
      handle: 'privacy-policy',
      title: 'Privacy policy',
      url: `${PUBLIC_URL}/privacy-policy`,
    });
    expect(data.shop.privacyPolicy.body).toContain('We do not sell your data');
    expect(data.shop.refundPolicy).toEqual({
      handle: 'refund-policy',
      title: 'Return policy',
      url: `${PUBLIC_URL}/return-policy`,
    });
    expect(data.shop.shippingPolicy).toEqual({ handle: 'shipping-policy' });
    expect(data.shop.termsOfService).toEqual({ handle: 'terms-of-service', title: 'Terms & conditions' });
    expect(data.shop.subscriptionPolicy).toBeNull();
    expect(data.shop.brand.colors.primary).toEqual([{ background: '#0d4a57', foreground: '#ffffff' }]);
    const logo = await h.engine.handle(new Request(data.shop.brand.logo.image.url));
    expect(logo!.status).toBe(200);
    expect(logo!.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo!.text()).toContain('<title>Nazzara</title>');
  });

  it('resolves collections, pages, policies and menus by global id', async () => {
    const ids = await h.gql(
      `{ collection(handle: "gucci") { id } page(handle: "privacy-policy") { id } shop { privacyPolicy { id } } menu(handle: "footer") { id } }`,
    );
    const { data } = await h.gql(
      `query N($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on Collection { handle } ... on Page { handle } ... on ShopPolicy { handle } ... on Menu { handle } } }`,
      {
        ids: [
          ids.data.collection.id,
          ids.data.page.id,
          ids.data.shop.privacyPolicy.id,
          ids.data.menu.id,
          'gid://shopify/Collection/999',
        ],
      },
    );
    expect(data.nodes).toEqual([
      { __typename: 'Collection', handle: 'gucci' },
      { __typename: 'Page', handle: 'privacy-policy' },
      { __typename: 'ShopPolicy', handle: 'privacy-policy' },
      { __typename: 'Menu', handle: 'footer' },
      null,
    ]);
  });

  it('offers English and Arabic in localization', async () => {
    const { data } = await h.gql(
      '{ localization { language { isoCode } availableLanguages { isoCode endonymName } country { availableLanguages { isoCode } } } }',
    );
    expect(data.localization).toEqual({
      language: { isoCode: 'EN' },
      availableLanguages: [
        { isoCode: 'EN', endonymName: 'English' },
        { isoCode: 'AR', endonymName: 'العربية' },
      ],
      country: { availableLanguages: [{ isoCode: 'EN' }, { isoCode: 'AR' }] },
    });
    const newest = await h.gql('{ localization { country { defaultLanguage { isoCode } } } }', {}, '2026-04');
    expect(newest.data.localization.country.defaultLanguage).toEqual({ isoCode: 'EN' });
  });
});

describe('search', () => {
  const query = `query S($q: String!, $types: [SearchType!], $filters: [ProductFilter!], $sortKey: SearchSortKeys, $unavailable: SearchUnavailableProductsType) {
    search(query: $q, first: 10, types: $types, productFilters: $filters, sortKey: $sortKey, unavailableProducts: $unavailable) {
      totalCount
      nodes { __typename ... on Product { handle } ... on Page { handle } }
      productFilters { id }
    }
  }`;

  it('finds products and pages, puts sold-out products last, and filters', async () => {
    const { data, errors } = await h.gql(query, { q: 'return' });
    expect(errors).toBeUndefined();
    expect(data.search.nodes).toEqual([
      { __typename: 'Page', handle: 'return-policy' },
      { __typename: 'Page', handle: 'terms-and-conditions' },
      // "the parcel returns to us"
      { __typename: 'Page', handle: 'shipping-delivery' },
    ]);
    const products = await h.gql(query, { q: 'reader', types: ['PRODUCT'] });
    expect(products.data.search).toMatchObject({ totalCount: 1, nodes: [{ handle: 'sold-out-reader' }] });
    const hidden = await h.gql(query, { q: 'reader', types: ['PRODUCT'], unavailable: 'HIDE' });
    expect(hidden.data.search.totalCount).toBe(0);
    const all = await h.gql(query, { q: '', types: ['PRODUCT'], sortKey: 'PRICE' });
    expect(all.data.search.nodes.at(-1)).toEqual({ __typename: 'Product', handle: 'sold-out-reader' });
    expect(all.data.search.productFilters.map((f: { id: string }) => f.id)).toContain('filter.p.vendor');
    const filtered = await h.gql(query, { q: 'sun', types: ['PRODUCT'], filters: [{ productVendor: 'Oakley' }] });
    expect(filtered.data.search.nodes).toEqual([{ __typename: 'Product', handle: 'last-unit-shield' }]);
  });

  it('suggests products, collections, pages and queries as you type', async () => {
    const predictive = `query P($q: String!, $limit: Int, $scope: PredictiveSearchLimitScope, $types: [PredictiveSearchType!]) {
      predictiveSearch(query: $q, limit: $limit, limitScope: $scope, types: $types) {
        products { handle } collections { handle } pages { handle } articles { id } queries { text styledText }
      }
    }`;
    const { data, errors } = await h.gql(predictive, { q: 'avi', scope: 'EACH' });
    expect(errors).toBeUndefined();
    expect(data.predictiveSearch).toEqual({
      products: [{ handle: 'aviator-classic' }],
      collections: [{ handle: 'aviator-frames' }],
      pages: [],
      articles: [],
      queries: [
        { text: 'aviator frames', styledText: 'avi<mark>ator frames</mark>' },
        { text: 'aviator classic', styledText: 'avi<mark>ator classic</mark>' },
      ],
    });
    const limited = await h.gql(predictive, { q: 'avi', limit: 2 });
    const counts = Object.values(limited.data.predictiveSearch as Record<string, unknown[]>).reduce(
      (n, list) => n + list.length,
      0,
    );
    expect(counts).toBe(2);
    const onlyPages = await h.gql(predictive, { q: 'priv', types: ['PAGE'] });
    expect(onlyPages.data.predictiveSearch.pages).toEqual([{ handle: 'privacy-policy' }]);
    expect(onlyPages.data.predictiveSearch.products).toEqual([]);
    const tooMany = await h.gql(predictive, { q: 'avi', limit: 11 });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('ARGUMENT_INVALID');
  });

  it('refuses a query past MAX_QUERY_LENGTH or of more than MAX_QUERY_TERMS words, in every search', async () => {
    const long = 'a'.repeat(MAX_QUERY_LENGTH + 1);
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
    const refusals = await Promise.all([
      h.gql('query($q: String!) { products(first: 1, query: $q) { nodes { id } } }', { q: long }),
      h.gql('query($q: String!) { search(first: 1, query: $q) { totalCount } }', { q: long }),
      h.gql('query($q: String!) { predictiveSearch(query: $q) { products { id } } }', { q: long }),
      h.gql('query($q: String!) { predictiveSearch(query: $q) { products { id } } }', { q: words(MAX_QUERY_TERMS + 1) }),
      h.gql('query($q: String!) { pages(first: 1, query: $q) { nodes { id } } }', { q: long }),
      h.gql('query($q: String!) { collections(first: 1, query: $q) { nodes { id } } }', { q: long }),
    ]);
    for (const { errors } of refusals) expect(errors?.[0]?.extensions?.code).toBe('ARGUMENT_INVALID');
    // A word typed again and again is one word.
    const repeated = await h.gql('query($q: String!) { predictiveSearch(query: $q) { products { handle } } }', {
      q: 'aviator '.repeat(MAX_QUERY_TERMS + 1),
    });
    expect(repeated.errors).toBeUndefined();
    expect(repeated.data.predictiveSearch.products).toEqual([{ handle: 'aviator-classic' }]);
  });

  it('recommends products of the same type, nearest in price', async () => {
    const { data } = await h.gql(`{
      related: productRecommendations(productHandle: "aviator-classic") { handle }
      byId: productRecommendations(productId: "gid://shopify/Product/4") { handle }
      complementary: productRecommendations(productHandle: "aviator-classic", intent: COMPLEMENTARY) { handle }
      unknown: productRecommendations(productHandle: "nope") { handle }
    }`);
    expect(data).toEqual({
      related: [{ handle: 'last-unit-shield' }],
      byId: [{ handle: 'aviator-classic' }],
      complementary: [],
      unknown: null,
    });
  });
});

describe('sitemap', () => {
  it('lists products, collections and pages, 250 to a page', async () => {
    const { data, errors } = await h.gql(`{
      products: sitemap(type: PRODUCT) { pagesCount { count precision } resources(page: 1) { hasNextPage items { handle updatedAt ... on SitemapResource { title image { filepath alt } } } } }
      pages: sitemap(type: PAGE) { resources(page: 1) { items { handle } } }
      collections: sitemap(type: COLLECTION) { pagesCount { count } }
      blogs: sitemap(type: BLOG) { pagesCount { count } resources(page: 1) { hasNextPage items { handle } } }
      beyond: sitemap(type: PRODUCT) { resources(page: 2) { hasNextPage items { handle } } }
    }`);
    expect(errors).toBeUndefined();
    expect(data.products.pagesCount).toEqual({ count: 1, precision: 'EXACT' });
    expect(data.products.resources.hasNextPage).toBe(false);
    expect(data.products.resources.items).toHaveLength(6);
    expect(data.products.resources.items[0]).toEqual({
      handle: 'aviator-classic',
      updatedAt: '2024-03-01T00:00:00.000Z',
      title: 'Aviator Classic',
      image: { filepath: `${PUBLIC_URL}/cdn/shop/files/aviator-classic-1.svg?v=1`, alt: 'Aviator Classic view 1' },
    });
    expect(handlesOf(data.pages.resources.items)).toContain('privacy-policy');
    expect(data.collections.pagesCount.count).toBe(1);
    expect(data.blogs).toEqual({ pagesCount: { count: 0 }, resources: { hasNextPage: false, items: [] } });
    expect(data.beyond.resources).toEqual({ hasNextPage: false, items: [] });
  });
});
