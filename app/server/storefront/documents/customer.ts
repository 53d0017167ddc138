import { graphql } from '../graphql';
import { CustomerFragment, CustomerUserErrorFragment, OrderFragment } from './fragments';

/** Sign-in, registration and the signed-in customer (SPEC §4 login/registration, §7). */

export const CustomerAccessTokenCreateMutation = graphql(
  `
    mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
      customerAccessTokenCreate(input: $input) {
        customerAccessToken {
          accessToken
          expiresAt
        }
        customerUserErrors {
          ...CustomerUserError
        }
      }
    }
  `,
  [CustomerUserErrorFragment],
);

/** Sign-out: the token stops working at once, not only when it expires. */
export const CustomerAccessTokenDeleteMutation = graphql(`
  mutation CustomerAccessTokenDelete($customerAccessToken: String!) {
    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
      deletedAccessToken
      deletedCustomerAccessTokenId
      userErrors {
        field
        message
      }
    }
  }
`);

/** Extends a token before it expires (issue 6: "renew it before it expires where possible"). */
export const CustomerAccessTokenRenewMutation = graphql(`
  mutation CustomerAccessTokenRenew($customerAccessToken: String!) {
    customerAccessTokenRenew(customerAccessToken: $customerAccessToken) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      userErrors {
        field
        message
      }
    }
  }
`);

export const CustomerCreateMutation = graphql(
  `
    mutation CustomerCreate($input: CustomerCreateInput!) {
      customerCreate(input: $input) {
        customer {
          id
          email
          firstName
          lastName
        }
        customerUserErrors {
          ...CustomerUserError
        }
      }
    }
  `,
  [CustomerUserErrorFragment],
);

/** The profile: names, default address and the first 10 addresses. Null for a bad token. */
export const CustomerQuery = graphql(
  `
    query Customer($customerAccessToken: String!) {
      customer(customerAccessToken: $customerAccessToken) {
        ...Customer
      }
    }
  `,
  [CustomerFragment],
);

/**
 * My Orders and the order summary: newest first, 50 per page (page on with `after`).
 * `$country` prices the variants' current compare-at prices; order totals keep their own currency.
 */
export const CustomerOrdersQuery = graphql(
  `
    query CustomerOrders(
      $customerAccessToken: String!
      $first: Int = 50
      $after: String
      $country: CountryCode
      $language: LanguageCode
    ) @inContext(country: $country, language: $language) {
      customer(customerAccessToken: $customerAccessToken) {
        id
        orders(first: $first, after: $after, sortKey: PROCESSED_AT, reverse: true) {
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            ...Order
          }
        }
      }
    }
  `,
  [OrderFragment],
);
