/** Mailing addresses: normalising Shopify's MailingAddressInput and viewing stored addresses. */
import type { StoredAddress } from '../db/schema.ts';
import { countryCodeOf, countryName } from '../countries.ts';

export interface MailingAddressInput {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province?: string | null;
  country?: string | null;
  zip?: string | null;
  phone?: string | null;
}

const clean = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * Stored form of an address: trimmed, empty as null, the country kept as Shopify returns it (its
 * English name) with its ISO code beside it. `countryCode` is null when the country is unknown.
 */
export function normaliseAddress(input: MailingAddressInput): StoredAddress {
  const code = countryCodeOf(input.country);
  return {
    firstName: clean(input.firstName),
    lastName: clean(input.lastName),
    company: clean(input.company),
    address1: clean(input.address1),
    address2: clean(input.address2),
    city: clean(input.city),
    province: clean(input.province),
    country: code ? countryName(code) : clean(input.country),
    countryCode: code,
    zip: clean(input.zip),
    phone: clean(input.phone),
  };
}

/** Applies an update: fields left out of the input keep their stored value, like Shopify. */
export function mergeAddress(current: StoredAddress, input: MailingAddressInput): StoredAddress {
  const next = normaliseAddress({ ...current, country: current.countryCode ?? current.country, ...input });
  return next;
}

export function addressView(address: StoredAddress, id: string) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ') || null;
  const area = [address.city, address.province, address.zip].filter(Boolean).join(' ');
  return {
    __typename: 'MailingAddress',
    id,
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    province: address.province,
    country: address.country,
    zip: address.zip,
    phone: address.phone,
    name,
    countryCode: address.countryCode,
    countryCodeV2: address.countryCode,
    provinceCode: null,
    latitude: null,
    longitude: null,
    formattedArea: [address.city, address.province, address.country].filter(Boolean).join(', ') || null,
    formatted: ({ withName, withCompany }: { withName?: boolean | null; withCompany?: boolean | null }) =>
      [
        withName ? name : null,
        withCompany ? address.company : null,
        address.address1,
        address.address2,
        area || null,
        address.country,
      ].filter((line): line is string => Boolean(line)),
  };
}
