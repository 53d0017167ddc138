import { graphql } from '../graphql';
import { CustomerUserErrorFragment, MailingAddressFragment } from './fragments';

/** The profile's address book (SPEC §7 customerAddress*, issue 6). The list itself comes from CustomerQuery. */

export const CustomerAddressCreateMutation = graphql(
  `
    mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!) {
      customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
        customerAddress {
          ...MailingAddress
        }
        customerUserErrors {
          ...CustomerUserError
        }
      }
    }
  `,
  [MailingAddressFragment, CustomerUserErrorFragment],
);

export const CustomerAddressUpdateMutation = graphql(
  `
    mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!) {
      customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
        customerAddress {
          ...MailingAddress
        }
        customerUserErrors {
          ...CustomerUserError
        }
      }
    }
  `,
  [MailingAddressFragment, CustomerUserErrorFragment],
);

export const CustomerAddressDeleteMutation = graphql(
  `
    mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!) {
      customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {
        deletedCustomerAddressId
        customerUserErrors {
          ...CustomerUserError
        }
      }
    }
  `,
  [CustomerUserErrorFragment],
);

export const CustomerDefaultAddressUpdateMutation = graphql(
  `
    mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!) {
      customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
        customer {
          id
          defaultAddress {
            ...MailingAddress
          }
        }
        customerUserErrors {
          ...CustomerUserError
        }
      }
    }
  `,
  [MailingAddressFragment, CustomerUserErrorFragment],
);
