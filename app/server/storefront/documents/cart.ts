import { graphql } from '../graphql';
import { CartFieldsFragment, CartLineFragment, CartUserErrorFragment } from './fragments';

/**
 * The cart and its changes (SPEC §7). The SPEC reads only the first 10 lines; we read 100 per
 * page and the cart query pages on with `linesAfter`, so an 11th line is never lost (issue 5).
 * Every operation takes `$country` so line prices follow the shopper's currency.
 */

/** The cart with one page of lines; page on with `linesAfter = lines.pageInfo.endCursor`. */
export const CartQuery = graphql(
  `
    query Cart($cartId: ID!, $linesFirst: Int = 100, $linesAfter: String, $country: CountryCode, $language: LanguageCode)
    @inContext(country: $country, language: $language) {
      cart(id: $cartId) {
        ...CartFields
        lines(first: $linesFirst, after: $linesAfter) {
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            ...CartLine
          }
        }
      }
    }
  `,
  [CartFieldsFragment, CartLineFragment],
);

/** What every cart mutation returns: the changed cart with its first 100 lines. */
export const CartWithLinesFragment = graphql(
  `
    fragment CartWithLines on Cart {
      ...CartFields
      lines(first: 100) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...CartLine
        }
      }
    }
  `,
  [CartFieldsFragment, CartLineFragment],
);

/**
 * Shopify answers some problems (e.g. a quantity above stock) with `warnings` and a changed
 * cart rather than a userError; the cart routes show both.
 */
const payloadFragments = [CartWithLinesFragment, CartUserErrorFragment];

export const CartCreateMutation = graphql(
  `
    mutation CartCreate($input: CartInput, $country: CountryCode, $language: LanguageCode)
    @inContext(country: $country, language: $language) {
      cartCreate(input: $input) {
        cart {
          ...CartWithLines
        }
        userErrors {
          ...CartUserError
        }
        warnings {
          code
          message
          target
        }
      }
    }
  `,
  payloadFragments,
);

export const CartLinesAddMutation = graphql(
  `
    mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode, $language: LanguageCode)
    @inContext(country: $country, language: $language) {
      cartLinesAdd(cartId: $cartId, lines: $lines) {
        cart {
          ...CartWithLines
        }
        userErrors {
          ...CartUserError
        }
        warnings {
          code
          message
          target
        }
      }
    }
  `,
  payloadFragments,
);

export const CartLinesUpdateMutation = graphql(
  `
    mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $country: CountryCode, $language: LanguageCode)
    @inContext(country: $country, language: $language) {
      cartLinesUpdate(cartId: $cartId, lines: $lines) {
        cart {
          ...CartWithLines
        }
        userErrors {
          ...CartUserError
        }
        warnings {
          code
          message
          target
        }
      }
    }
  `,
  payloadFragments,
);

export const CartLinesRemoveMutation = graphql(
  `
    mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode, $language: LanguageCode)
    @inContext(country: $country, language: $language) {
      cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
        cart {
          ...CartWithLines
        }
        userErrors {
          ...CartUserError
        }
        warnings {
          code
          message
          target
        }
      }
    }
  `,
  payloadFragments,
);

/** Links the cart to a signed-in customer (SPEC §4 login flow) or changes its country. */
export const CartBuyerIdentityUpdateMutation = graphql(
  `
    mutation CartBuyerIdentityUpdate(
      $cartId: ID!
      $buyerIdentity: CartBuyerIdentityInput!
      $country: CountryCode
      $language: LanguageCode
    ) @inContext(country: $country, language: $language) {
      cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
        cart {
          ...CartWithLines
        }
        userErrors {
          ...CartUserError
        }
        warnings {
          code
          message
          target
        }
      }
    }
  `,
  payloadFragments,
);
