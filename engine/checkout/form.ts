/**
 * The checkout form: reading it from a POST body and validating it server-side with the SPEC §5
 * address rules. Errors are keyed by field, as message descriptors, so the page can show them
 * inline in its language.
 */
import type { MessageDescriptor } from '@lingui/core';
import { SHIPPING_COUNTRIES } from '../countries.ts';
import { EMAIL } from '../customer/errors.ts';
import { errors as m } from './messages.ts';
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
/** What is wrong with a field: a message for the page to word in its language, and the country it names. */
export interface CheckoutProblem {
  message: MessageDescriptor;
  country?: string;
}
export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutProblem>>;

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

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic keyboards type ٠١٢ (or ۰۱۲): a phone number and a postal code are kept in the 0-9 couriers read. */
function latinDigits(value: string): string {
  return value.replace(ARABIC_INDIC_DIGITS, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90));
}

export function readForm(form: FormData): CheckoutValues {
  const values = emptyValues();
  for (const key of Object.keys(values) as CheckoutField[]) {
    const value = form.get(key);
    // One spelling of each letter: a name typed with a decomposed accent or vowel mark is the same name.
    values[key] = typeof value === 'string' ? value.normalize('NFC').trim() : '';
  }
  values.phone = latinDigits(values.phone);
  values.zip = latinDigits(values.zip);
  return values;
}

/**
 * Letters of any script with their marks (Arabic vowel marks, Devanagari vowel signs), spaces,
 * apostrophes (the typed ' and the ’ phones put in), periods, hyphens and the zero-width non-joiner
 * that Persian and Urdu names are written with.
 */
const LETTERS = /^[\p{L}\p{M}\s'\u2019.\u200C-]+$/u;
const ADDRESS2 = /^[\p{L}\p{M}\p{N}\s,\u060C.\-/#]+$/u;
const PHONE = /^(\+\d{1,3})?\d{9,14}$/;
const DUBAI = new Set(['dubai', 'دبي']);
// No field of the form is multi-line; a null byte would also reach the database, which refuses it.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

function zipError(zip: string, country: string): CheckoutProblem | null {
  if (!zip) return { message: m.zipRequired };
  // SPEC §5's postal-code rules, as the shop's address form has them: US, India, then any country.
  const valid =
    country === 'US'
      ? /^\d{5}(-\d{4})?$/.test(zip)
      : country === 'IN'
        ? /^\d{6}$/.test(zip)
        : zip.length >= 3 && zip.length <= 10;
  if (valid) return null;
  // A country outside the list (a tampered post) is not named: the country field says what is wrong.
  return isShippingCountry(country) ? { message: m.zipInvalid, country } : null;
}

function isShippingCountry(country: string): boolean {
  return (SHIPPING_COUNTRIES as readonly string[]).includes(country);
}

export function validateCheckout(values: CheckoutValues, now: Date): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const problem = (message: MessageDescriptor, country?: string): CheckoutProblem => ({ message, country });
  if (!values.email) errors.email = problem(m.emailRequired);
  else if (!EMAIL.test(values.email)) errors.email = problem(m.emailInvalid);
  if (!values.firstName) errors.firstName = problem(m.firstNameRequired);
  else if (!LETTERS.test(values.firstName)) errors.firstName = problem(m.firstNameLetters);
  if (!values.lastName) errors.lastName = problem(m.lastNameRequired);
  else if (!LETTERS.test(values.lastName)) errors.lastName = problem(m.lastNameLetters);
  if (!values.address1) errors.address1 = problem(m.address1Required);
  if (values.address2 && !ADDRESS2.test(values.address2)) errors.address2 = problem(m.address2Invalid);
  if (!values.city) errors.city = problem(m.cityRequired);
  else if (!LETTERS.test(values.city)) errors.city = problem(m.cityLetters);
  if (!values.country) errors.country = problem(m.countryRequired);
  else if (!isShippingCountry(values.country)) errors.country = problem(m.countryNotShipped);
  const zip = zipError(values.zip, values.country);
  if (zip) errors.zip = zip;
  if (!values.phone) errors.phone = problem(m.phoneRequired);
  else if (!PHONE.test(values.phone.replace(/[\s()-]/g, ''))) errors.phone = problem(m.phoneInvalid);
  if (!errors.country) {
    const methods = shippingMethodsFor(values.country, now);
    const chosen = methods.find((method) => method.id === (values.shippingMethod as ShippingMethodId));
    if (!chosen) errors.shippingMethod = problem(m.methodUnavailable, values.country);
    // Dubai in English or Arabic (دبي), as the shopper typed the city.
    else if (chosen.id === 'dubai-same-day' && !DUBAI.has(values.city.toLowerCase())) {
      errors.shippingMethod = problem(m.sameDayDubaiOnly);
    }
  }
  for (const field of Object.keys(values) as CheckoutField[]) {
    if (CONTROL.test(values[field])) errors[field] = problem(m.controlCharacters);
  }
  return errors;
}
