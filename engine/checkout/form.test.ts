import { describe, expect, it } from 'vitest';
import { SHIPPING_FORM } from '../test/shop.ts';
import { readForm, validateCheckout } from './form.ts';

const NOW = new Date('2026-11-27T10:00:00Z');

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

const checked = (fields: Partial<typeof SHIPPING_FORM>) => {
  const values = readForm(formOf({ ...SHIPPING_FORM, ...fields }));
  return { values, errors: validateCheckout(values, NOW) };
};

describe('the checkout form as shoppers type it', () => {
  it('takes names written with vowel marks, vowel signs, a curly apostrophe or a zero-width non-joiner', () => {
    for (const name of ['مُحَمَّد', 'प्रिया', 'O’Brien', "O'Brien", 'Anne-Marie', 'مهر\u200Cناز']) {
      expect(checked({ firstName: name, lastName: name }).errors, name).toEqual({});
    }
    expect(checked({ city: 'मुंबई', country: 'US', zip: '10001', shippingMethod: 'international' }).errors.city).toBeUndefined();
    expect(checked({ firstName: 'M0na' }).errors.firstName?.message.message).toBe('First name must only contain letters.');
  });

  it('keeps one spelling of a name typed with a decomposed accent', () => {
    expect(checked({ firstName: 'Zoe\u0301' }).values.firstName).toBe('Zoé');
  });

  it('reads a phone number and a postal code typed in Arabic-Indic digits as 0-9', () => {
    const { values, errors } = checked({ phone: '+٩٧١٥٠١١١٢٢٣٣', zip: '۰۰۰۰۰' });
    expect(values.phone).toBe('+971501112233');
    expect(values.zip).toBe('00000');
    expect(errors).toEqual({});
  });

  it('checks the postal code by SPEC §5’s rules: US 5 digits (or 5-4), India 6 digits, others 3 to 10 characters', () => {
    const zipOf = (country: string, zip: string) =>
      checked({ country, zip, shippingMethod: 'international' }).errors.zip?.message.message;
    expect(zipOf('IN', '1234')).toBe('Invalid postal code format for {country}.');
    expect(zipOf('IN', '1234567')).toBeDefined();
    expect(zipOf('IN', '400001')).toBeUndefined();
    expect(zipOf('US', '1234')).toBeDefined();
    expect(zipOf('US', '10001-1234')).toBeUndefined();
    expect(zipOf('GB', 'SW1A 1AA')).toBeUndefined();
  });

  it('says a posted country outside the list is not shipped to, without naming it in the postal code message', () => {
    for (const country of ['Kuwait', 'USA', 'x', 'XX']) {
      const { errors } = checked({ country, zip: '1' });
      expect(errors.country?.message.message, country).toBe('We do not ship to this country yet.');
      expect(errors.zip, country).toBeUndefined();
    }
  });
});
