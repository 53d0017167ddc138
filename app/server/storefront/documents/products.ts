import { graphql } from '../graphql';
import { CatalogProductFragment, MetaobjectRefFragment, ProductDetailFragment } from './fragments';

/** The product page (SPEC §7 productByHandle, written with the non-deprecated `product(handle:)`). */
export const ProductQuery = graphql(
  `
    query Product($handle: String!, $country: CountryCode, $language: LanguageCode)
    @inContext(country: $country, language: $language) {
      product(handle: $handle) {
        ...ProductDetail
      }
    }
  `,
  [ProductDetailFragment],
);

/**
 * One page of the catalog, for the in-memory index (issue 4) and the sitemap. Cursor paging:
 * pass `pageInfo.endCursor` as `after` while `hasNextPage`. Shopify allows `first` up to 250.
 */
export const CatalogPageQuery = graphql(
  `
    query CatalogPage(
      $first: Int!
      $after: String
      $query: String
      $sortKey: ProductSortKeys
      $reverse: Boolean
      $country: CountryCode
      $language: LanguageCode
    ) @inContext(country: $country, language: $language) {
      products(first: $first, after: $after, query: $query, sortKey: $sortKey, reverse: $reverse) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...CatalogProduct
        }
      }
    }
  `,
  [CatalogProductFragment],
);

/**
 * Resolves metaobject ids found in metafield values (SPEC §7: "a second POST ... resolves
 * list-type metafield values"). Unknown ids come back as null, in the order asked.
 */
export const MetaobjectsQuery = graphql(
  `
    query Metaobjects($ids: [ID!]!) {
      nodes(ids: $ids) {
        __typename
        id
        ...MetaobjectRef
      }
    }
  `,
  [MetaobjectRefFragment],
);
