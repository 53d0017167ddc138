import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { customerErrorsText } from './customer-errors';

describe('the Storefront API’s customer errors, as a shopper reads them', () => {
  const errors = [
    { code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken' },
    { code: 'TOO_LONG', field: ['input', 'password'], message: 'Password is too long (maximum is 40 characters)' },
    { code: 'TOO_LONG', field: ['input', 'firstName'], message: 'First name is too long (maximum is 255 characters)' },
    { code: 'CONTAINS_URL', field: ['input', 'lastName'], message: 'Last name cannot contain a URL' },
  ];

  it('words the ones it knows by code in the page’s language, and keeps the API’s words for the rest', () => {
    expect(customerErrorsText(i18nFor('en'), errors)).toBe(
      'Email has already been taken, Password must be at most 40 characters, First name is too long (maximum is 255 characters), Last name cannot contain a URL',
    );
    expect(customerErrorsText(i18nFor('ar'), errors.slice(0, 2))).toBe(
      'هذا البريد الإلكتروني مسجّل بالفعل، يجب ألا يتجاوز عدد أحرف كلمة المرور 40',
    );
    expect(customerErrorsText(i18nFor('ar'), [{ code: 'NOT_FOUND', message: 'Address does not exist' }])).toBe(
      'هذا العنوان غير موجود',
    );
    expect(customerErrorsText(i18nFor('en'), [])).toBe('');
  });
});
