import { z } from 'zod';

/**
 * SPEC §5 address form, one schema for the browser (before posting) and the server (always).
 * Messages are the SPEC's, word for word. `state` is the form's name for the province.
 */

/** Letters of any script (Arabic names too) and spaces. */
const LETTERS_AND_SPACES = /^[\p{L}\p{M}\s]+$/u;
const ADDRESS_LINE_2 = /^[\p{L}\p{M}\p{N}\s,.-]*$/u;
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

const text = (requiredMessage: string) => z.string({ error: requiredMessage }).trim().min(1, requiredMessage);
const optionalText = z.string().trim().default('');

export const addressSchema = z
  .object({
    firstName: text('First name is required.').regex(LETTERS_AND_SPACES, 'First name must only contain letters.'),
    lastName: text('Last name is required.').regex(LETTERS_AND_SPACES, 'Last name must only contain letters.'),
    company: optionalText,
    address1: text('Address line 1 is required.'),
    address2: optionalText.pipe(z.string().regex(ADDRESS_LINE_2, 'Address line 2 contains invalid characters.')),
    city: text('City is required.').regex(LETTERS_AND_SPACES, 'City must only contain letters.'),
    state: optionalText,
    country: text('Country is required.'),
    zip: text('Postal code is required.'),
    phone: text('Phone number is required.').refine(isValidPhone, 'Invalid phone number format.'),
  })
  .superRefine((address, ctx) => {
    // Checked beside the fields' own rules so every broken field is reported in one go.
    if (address.zip && !isValidPostalCode(address.zip, address.country)) {
      ctx.addIssue({
        code: 'custom',
        path: ['zip'],
        message: `Invalid postal code format for ${address.country || 'the selected country'}.`,
      });
    }
  });

export type AddressInput = z.output<typeof addressSchema>;
export type AddressField = keyof z.input<typeof addressSchema>;

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
