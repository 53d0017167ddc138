import { graphql } from '../graphql';
import { MoneyFragment } from './fragments';

/**
 * The lens packages (issue 11): products of type `Lenses`, a variant per Index × Coating, priced in
 * the market's currency like any product. Hidden from the shop's listings, so read on their own.
 */
export const LensProductsQuery = graphql(
  `
    query LensProducts($query: String!, $country: CountryCode, $language: LanguageCode)
    @inContext(country: $country, language: $language) {
      products(first: 20, query: $query) {
        nodes {
          handle
          title
          productType
          variants(first: 100) {
            nodes {
              id
              availableForSale
              price {
                ...Money
              }
              selectedOptions {
                name
                value
              }
            }
          }
        }
      }
    }
  `,
  [MoneyFragment],
);
