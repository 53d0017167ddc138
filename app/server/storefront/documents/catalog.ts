import { graphql } from '../graphql';
import { ProductDetailFragment } from './fragments';

/**
 * Full products, one page at a time, for the backend's `GET /api/products` (SPEC §7) and the
 * sitemap: the SPEC §3 Product shape needs every variant, image, media and metafield.
 */
export const ProductsPageQuery = graphql(
  `
    query ProductsPage($first: Int!, $after: String, $country: CountryCode, $language: LanguageCode)
    @inContext(country: $country, language: $language) {
      products(first: $first, after: $after, sortKey: BEST_SELLING) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...ProductDetail
        }
      }
    }
  `,
  [ProductDetailFragment],
);
