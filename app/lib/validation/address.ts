import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { countryLabel, type CountryNames } from '../countries';
import { latinDigits } from '../latin-digits';

/**
 * SPEC §5 address form, one schema for the browser (before posting) and the server (always).
 * Messages are the SPEC's, word for word (in English). `state` is the form's name for the province.
 */

/** Letters of any script (Arabic names too) and spaces. */
const LETTERS_AND_SPACES = /^[\p{L}\p{M}\s]+$/u;
/** Letters and digits of any script, spaces, comma (the Arabic '،' too), period and hyphen. */
const ADDRESS_LINE_2 = /^[\p{L}\p{M}\p{N}\s,\u060C.-]*$/u;
const US_ZIP = /^\d{5}(-\d{4})?$/;
const INDIA_PIN = /^\d{6}$/;
/** After removing spaces: +countrycode followed by 9-14 digits, or just 9-14 digits. */
const PHONE = /^(\+\d{1,3})?\d{9,14}$/;

const US_NAMES = new Set(['us', 'usa', 'united states', 'united states of america']);
const INDIA_NAMES = new Set(['in', 'india']);

/** The countries with their own postal code shape; the country arrives as a name or an ISO code. */
export function postalCodeRule(country: string): 'US' | 'IN' | 'OTHER' {
  const key = country.trim().toLowerCase();
  if (US_NAMES.has(key)) return 'US';
  if (INDIA_NAMES.has(key)) return 'IN';
  return 'OTHER';
}

export function isValidPostalCode(zip: string, country: string): boolean {
  const code = zip.trim();
  switch (postalCodeRule(country)) {
    case 'US':
      return US_ZIP.test(code);
    case 'IN':
      return INDIA_PIN.test(code);
    default:
      return code.length >= 3 && code.length <= 10;
  }
}

export function isValidPhone(phone: string): boolean {
  return PHONE.test(phone.replace(/\s+/g, ''));
}

/** The longest value an address field keeps (Shopify's limit: a longer one comes back as its English error). */
export const ADDRESS_FIELD_MAX = 255;

const requiredText = (requiredMessage: string, tooLong: string) =>
  z.string({ error: requiredMessage }).check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(ADDRESS_FIELD_MAX, tooLong));
const optional = (tooLong: string) => z._default(z.string().check(z.trim(), z.maxLength(ADDRESS_FIELD_MAX, tooLong)), '');

/**
 * A function of the page's catalogue, so browser and server speak the page's language.
 * `countryNames` names the chosen country (its value is the English name) in the postal-code message.
 */
export function addressSchema(i18n: I18n, countryNames: CountryNames = {}) {
  const tooLong = i18n._(msg`Use at most ${ADDRESS_FIELD_MAX} characters.`);
  const text = (requiredMessage: string) => requiredText(requiredMessage, tooLong);
  const optionalText = optional(tooLong);
  return z
    .object({
      firstName: text(i18n._(msg`First name is required.`)).check(
        z.regex(LETTERS_AND_SPACES, i18n._(msg`First name must only contain letters.`)),
      ),
      lastName: text(i18n._(msg`Last name is required.`)).check(
        z.regex(LETTERS_AND_SPACES, i18n._(msg`Last name must only contain letters.`)),
      ),
      company: optionalText,
      address1: text(i18n._(msg`Address line 1 is required.`)),
      address2: z.pipe(
        optionalText,
        z.string().check(z.regex(ADDRESS_LINE_2, i18n._(msg`Address line 2 contains invalid characters.`))),
      ),
      city: text(i18n._(msg`City is required.`)).check(z.regex(LETTERS_AND_SPACES, i18n._(msg`City must only contain letters.`))),
      state: optionalText,
      country: text(i18n._(msg`Country is required.`)),
      zip: z.pipe(text(i18n._(msg`Postal code is required.`)), z.transform(latinDigits)),
      phone: z
        .pipe(text(i18n._(msg`Phone number is required.`)), z.transform(latinDigits))
        .check(z.refine(isValidPhone, i18n._(msg`Invalid phone number format.`))),
    })
    .check(
      z.superRefine((address, ctx) => {
        // Checked beside the fields' own rules so every broken field is reported in one go.
        if (address.zip && !isValidPostalCode(address.zip, address.country)) {
          const country = countryLabel(countryNames, address.country);
          ctx.addIssue({
            code: 'custom',
            path: ['zip'],
            message: country
              ? i18n._(msg`Invalid postal code format for ${country}.`)
              : i18n._(msg`Invalid postal code format for selected country.`),
          });
        }
      }),
    );
}

export type AddressInput = z.output<ReturnType<typeof addressSchema>>;
export type AddressField = keyof z.input<ReturnType<typeof addressSchema>>;

/** The form's fields in the order the form shows them (and its errors are announced in). */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'state',
  'country',
  'zip',
  'phone',
] as const satisfies readonly AddressField[];
