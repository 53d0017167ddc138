/**
 * The checkout form: reading it from a POST body and validating it server-side with the SPEC §5
 * address rules. Errors are keyed by field so the page can show them inline.
 */
import { countryName, SHIPPING_COUNTRIES } from '../countries.ts';
import { shippingMethodsFor, type ShippingMethodId } from './shipping.ts';

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'province',
  'country',
  'zip',
  'phone',
] as const;
export type CheckoutField = 'email' | (typeof ADDRESS_FIELDS)[number] | 'shippingMethod';

export type CheckoutValues = Record<CheckoutField, string>;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export function emptyValues(): CheckoutValues {
  return {
    email: '',
    firstName: '',
    lastName: '',
    address1: '',
    address2: '',
    city: '',
    province: '',
    country: 'AE',
    zip: '',
    phone: '',
    shippingMethod: '',
  };
}

export function readForm(form: FormData): CheckoutValues {
  const values = emptyValues();
  for (const key of Object.keys(values) as CheckoutField[]) {
    const value = form.get(key);
    values[key] = typeof value === 'string' ? value.trim() : '';
  }
  return values;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const LETTERS = /^[\p{L}\s'.-]+$/u;
const ADDRESS2 = /^[\p{L}\p{N}\s,.\-/#]+$/u;
const PHONE = /^(\+\d{1,3})?\d{9,14}$/;

function zipError(zip: string, country: string): string | null {
  if (!zip) return 'Postal code is required.';
  const valid = country === 'US' ? /^\d{5}(-\d{4})?$/.test(zip) : zip.length >= 3 && zip.length <= 10;
  return valid ? null : `Invalid postal code format for ${countryName(country)}.`;
}

export function validateCheckout(values: CheckoutValues, now: Date): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!values.email) errors.email = 'Email is required.';
  else if (!EMAIL.test(values.email)) errors.email = 'Enter a valid email address.';
  if (!values.firstName) errors.firstName = 'First name is required.';
  else if (!LETTERS.test(values.firstName)) errors.firstName = 'First name must only contain letters.';
  if (!values.lastName) errors.lastName = 'Last name is required.';
  else if (!LETTERS.test(values.lastName)) errors.lastName = 'Last name must only contain letters.';
  if (!values.address1) errors.address1 = 'Address line 1 is required.';
  if (values.address2 && !ADDRESS2.test(values.address2)) errors.address2 = 'Address line 2 contains invalid characters.';
  if (!values.city) errors.city = 'City is required.';
  else if (!LETTERS.test(values.city)) errors.city = 'City must only contain letters.';
  if (!values.country) errors.country = 'Country is required.';
  else if (!(SHIPPING_COUNTRIES as readonly string[]).includes(values.country))
    errors.country = 'We do not ship to this country yet.';
  const zip = zipError(values.zip, values.country);
  if (zip) errors.zip = zip;
  if (!values.phone) errors.phone = 'Phone number is required.';
  else if (!PHONE.test(values.phone.replace(/[\s()-]/g, ''))) errors.phone = 'Invalid phone number format.';
  if (!errors.country) {
    const methods = shippingMethodsFor(values.country, now);
    const chosen = methods.find((m) => m.id === (values.shippingMethod as ShippingMethodId));
    if (!chosen) errors.shippingMethod = `Choose a shipping method available for ${countryName(values.country)}.`;
    else if (chosen.id === 'dubai-same-day' && values.city.toLowerCase() !== 'dubai') {
      errors.shippingMethod = 'Same-day delivery is only available for Dubai addresses.';
    }
  }
  return errors;
}
