import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { latinDigits } from '../latin-digits';
import { addressSchema, isValidPhone, isValidPostalCode, type AddressField } from './address';
import { parseForm } from './form-errors';

const valid = {
  firstName: 'Layla',
  lastName: 'Haddad',
  company: '',
  address1: 'Marina Gate 2, Apartment 1804',
  address2: 'Dubai Marina, Tower B-2.',
  city: 'Dubai',
  state: 'Dubai',
  country: 'United Arab Emirates',
  zip: '00000',
  phone: '+971 50 123 4567',
};

const schema = addressSchema(i18nFor('en'));

function errorOf(field: AddressField, value: string, extra: Partial<typeof valid> = {}) {
  const result = parseForm(schema, { ...valid, ...extra, [field]: value });
  return result.success ? undefined : result.errors[field];
}

describe('addressSchema (SPEC §5 address form)', () => {
  it('accepts a complete address, Arabic names included', () => {
    expect(parseForm(schema, valid).success).toBe(true);
    expect(errorOf('city', 'Kuwait City')).toBeUndefined();
  });

  it('takes letters of any script: Arabic names and cities, with their vowel marks', () => {
    expect(errorOf('firstName', 'ليلى')).toBeUndefined();
    expect(errorOf('lastName', 'عبد الله')).toBeUndefined();
    expect(errorOf('lastName', 'حَدّاد')).toBeUndefined();
    expect(errorOf('city', 'دبي')).toBeUndefined();
    expect(errorOf('city', 'أبو ظبي')).toBeUndefined();
    expect(errorOf('address2', 'شارع ١٢، برج ب-2.')).toBeUndefined();
    expect(errorOf('city', 'دبي ٢')).toBe('City must only contain letters.');
    expect(errorOf('firstName', 'ليلى!')).toBe('First name must only contain letters.');
  });

  it.each([
    ['firstName', 'First name is required.'],
    ['lastName', 'Last name is required.'],
    ['address1', 'Address line 1 is required.'],
    ['city', 'City is required.'],
    ['country', 'Country is required.'],
    ['zip', 'Postal code is required.'],
    ['phone', 'Phone number is required.'],
  ] as const)('requires %s', (field, message) => {
    expect(errorOf(field, ' ')).toBe(message);
  });

  it('keeps names and the city to letters and spaces', () => {
    expect(errorOf('firstName', 'Layla2')).toBe('First name must only contain letters.');
    expect(errorOf('lastName', 'Had-dad')).toBe('Last name must only contain letters.');
    expect(errorOf('city', 'Dubai 1')).toBe('City must only contain letters.');
  });

  it('lets address line 2 hold letters, digits, spaces, comma, period and hyphen only', () => {
    expect(errorOf('address2', '')).toBeUndefined();
    expect(errorOf('address2', 'Villa 12, St. 4-B')).toBeUndefined();
    expect(errorOf('address2', 'Villa #12')).toBe('Address line 2 contains invalid characters.');
    expect(errorOf('address2', 'Floor 3/4')).toBe('Address line 2 contains invalid characters.');
  });

  it('keeps every field to 255 characters, the longest the store keeps, with a message of its own', () => {
    for (const field of ['address1', 'address2', 'company', 'state', 'city', 'firstName'] as const) {
      expect(errorOf(field, 'a'.repeat(256)), field).toBe('Use at most 255 characters.');
      expect(errorOf(field, 'a'.repeat(255)), field).toBeUndefined();
    }
    const arabic = parseForm(addressSchema(i18nFor('ar')), { ...valid, address1: 'ش'.repeat(300) });
    expect(arabic.success ? null : arabic.errors.address1).toBe('استخدم 255 حرفًا على الأكثر.');
  });

  it('leaves company and state optional', () => {
    expect(parseForm(schema, { ...valid, company: undefined, state: undefined }).success).toBe(true);
  });

  describe('postal code', () => {
    it('US: 5 digits, optionally -4', () => {
      for (const country of ['United States', 'US']) {
        expect(errorOf('zip', '10001', { country })).toBeUndefined();
        expect(errorOf('zip', '10001-1234', { country })).toBeUndefined();
      }
      expect(errorOf('zip', '1000', { country: 'United States' })).toBe('Invalid postal code format for United States.');
      expect(errorOf('zip', '10001-12', { country: 'United States' })).toBe('Invalid postal code format for United States.');
      expect(errorOf('zip', 'ABCDE', { country: 'US' })).toBe('Invalid postal code format for US.');
    });

    it('India: 6 digits', () => {
      expect(errorOf('zip', '560001', { country: 'India' })).toBeUndefined();
      expect(errorOf('zip', '56001', { country: 'India' })).toBe('Invalid postal code format for India.');
      expect(errorOf('zip', '5600012', { country: 'India' })).toBe('Invalid postal code format for India.');
    });

    it('other countries: 3 to 10 characters', () => {
      expect(errorOf('zip', '000', { country: 'United Arab Emirates' })).toBeUndefined();
      expect(errorOf('zip', 'SW1A 1AA', { country: 'United Kingdom' })).toBeUndefined();
      expect(errorOf('zip', '12', { country: 'United Arab Emirates' })).toBe(
        'Invalid postal code format for United Arab Emirates.',
      );
      expect(errorOf('zip', '12345678901', { country: 'Kuwait' })).toBe('Invalid postal code format for Kuwait.');
    });

    it('names the selected country, or says selected country (SPEC §5) when none is chosen', () => {
      const result = parseForm(schema, { ...valid, country: '', zip: '1' });
      expect(result).toMatchObject({
        success: false,
        errors: { country: 'Country is required.', zip: 'Invalid postal code format for selected country.' },
      });
      expect(isValidPostalCode('12345', 'usa')).toBe(true);
    });
  });

  describe('phone', () => {
    it.each(['+971501234567', '+971 50 123 4567', '+1 202 555 0123', '0501234567', '050 123 4567', '+44 20 7946 0958 123'])(
      'accepts %s',
      (phone) => {
        expect(isValidPhone(phone)).toBe(true);
        expect(errorOf('phone', phone)).toBeUndefined();
      },
    );

    it.each(['12345678', '+971 5012', '+9715012345678901234', '123456789012345', '+(971) 501234567', '050-123-4567', 'phone'])(
      'rejects %s',
      (phone) => {
        expect(errorOf('phone', phone)).toBe('Invalid phone number format.');
      },
    );
  });

  it('reports every broken field at once', () => {
    const result = parseForm(schema, {
      country: 'India',
      zip: '123',
      firstName: '',
      lastName: '',
      address1: '',
      city: '',
      phone: '',
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(Object.keys(result.errors).sort()).toEqual(['address1', 'city', 'firstName', 'lastName', 'phone', 'zip']);
    }
  });

  it('reads Arabic-Indic digits in phone numbers and postal codes as 0-9', () => {
    expect(latinDigits('+٩٧١ ٥٠ ١٢٣ ٤٥٦٧')).toBe('+971 50 123 4567');
    expect(latinDigits('۰۵۰۱۲۳۴۵۶۷')).toBe('0501234567');
    const result = parseForm(schema, { ...valid, phone: '٠٥٠ ١٢٣ ٤٥٦٧', zip: '١٠٠٠١', country: 'United States' });
    expect(result).toMatchObject({ success: true, data: { phone: '050 123 4567', zip: '10001' } });
  });

  describe('on Arabic pages', () => {
    const arabic = addressSchema(i18nFor('ar'), { 'United Arab Emirates': 'الإمارات العربية المتحدة' });

    it('says every message in Arabic', () => {
      const result = parseForm(arabic, { country: '' });
      expect(result).toEqual({
        success: false,
        errors: {
          firstName: 'الاسم الأول مطلوب.',
          lastName: 'اسم العائلة مطلوب.',
          address1: 'سطر العنوان 1 مطلوب.',
          city: 'المدينة مطلوبة.',
          country: 'الدولة مطلوبة.',
          zip: 'الرمز البريدي مطلوب.',
          phone: 'رقم الهاتف مطلوب.',
        },
      });
    });

    it('names the country in Arabic in the postal-code message', () => {
      expect(parseForm(arabic, { ...valid, zip: '12' })).toEqual({
        success: false,
        errors: { zip: 'صيغة الرمز البريدي غير صحيحة في الإمارات العربية المتحدة.' },
      });
      // A country the shop does not list keeps the name it came with.
      expect(parseForm(arabic, { ...valid, country: 'India', zip: '123' })).toMatchObject({
        errors: { zip: 'صيغة الرمز البريدي غير صحيحة في India.' },
      });
      expect(parseForm(arabic, { ...valid, country: '', zip: '1' })).toMatchObject({
        errors: { zip: 'صيغة الرمز البريدي غير صحيحة في الدولة المختارة.' },
      });
    });
  });
});
