import type { AddressInput } from '~/lib/validation/address';
import {
  CustomerAddressCreateMutation,
  CustomerAddressDeleteMutation,
  CustomerAddressUpdateMutation,
} from '../storefront/documents/addresses';
import type { StorefrontClient } from '../storefront/client.server';
import type { CustomerUserError } from './customer-errors';
import type { CustomerAddress } from './customer.server';

/**
 * The result of an address write. A failure carries the Storefront API's userErrors, empty when it
 * gave none (the page says something went wrong, in its language).
 */
export type AddressResult =
  | { ok: true; addressId: string; duplicate?: boolean }
  | { ok: false; tokenInvalid: boolean; errors: readonly CustomerUserError[] };

/** SPEC §3: the form sends the province as `state`. */
function mailingAddress(input: AddressInput) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company,
    address1: input.address1,
    address2: input.address2,
    city: input.city,
    province: input.state,
    country: input.country,
    zip: input.zip,
    phone: input.phone,
  };
}

/** SPEC §3: a customer has up to 10 addresses; the customer query reads that many (`CustomerFragment`). */
export const MAX_ADDRESSES = 10;

const comparable = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
const digitsOf = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, '');

/** SPEC §5: an address equal in address1, city, zip and phone is the same address (case and spacing aside). */
export function findDuplicate(addresses: readonly CustomerAddress[], input: AddressInput): CustomerAddress | undefined {
  return addresses.find(
    (address) =>
      comparable(address.address1) === comparable(input.address1) &&
      comparable(address.city) === comparable(input.city) &&
      digitsOf(address.zip).toLowerCase() === digitsOf(input.zip).toLowerCase() &&
      digitsOf(address.phone) === digitsOf(input.phone),
  );
}

function failed(errors: readonly CustomerUserError[]): AddressResult {
  const tokenInvalid = errors.some((error) => error.code === 'TOKEN_INVALID');
  return { ok: false, tokenInvalid, errors };
}

export async function createAddress(
  storefront: StorefrontClient,
  accessToken: string,
  input: AddressInput,
  existing: readonly CustomerAddress[],
): Promise<AddressResult> {
  const duplicate = findDuplicate(existing, input);
  if (duplicate) return { ok: true, addressId: duplicate.id, duplicate: true };
  const { customerAddressCreate: payload } = await storefront.query(CustomerAddressCreateMutation, {
    variables: { customerAccessToken: accessToken, address: mailingAddress(input) },
  });
  if (payload?.customerAddress) return { ok: true, addressId: payload.customerAddress.id };
  return failed(payload?.customerUserErrors ?? []);
}

export async function updateAddress(
  storefront: StorefrontClient,
  accessToken: string,
  id: string,
  input: AddressInput,
): Promise<AddressResult> {
  const { customerAddressUpdate: payload } = await storefront.query(CustomerAddressUpdateMutation, {
    variables: { customerAccessToken: accessToken, id, address: mailingAddress(input) },
  });
  if (payload?.customerAddress) return { ok: true, addressId: payload.customerAddress.id };
  return failed(payload?.customerUserErrors ?? []);
}

export async function deleteAddress(storefront: StorefrontClient, accessToken: string, id: string): Promise<AddressResult> {
  const { customerAddressDelete: payload } = await storefront.query(CustomerAddressDeleteMutation, {
    variables: { customerAccessToken: accessToken, id },
  });
  if (payload?.deletedCustomerAddressId) return { ok: true, addressId: payload.deletedCustomerAddressId };
  // SPEC §8: a failed delete reports the first server message only.
  const errors = payload?.customerUserErrors ?? [];
  return failed(errors.slice(0, 1));
}
