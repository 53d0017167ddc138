import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSWORD_TOO_LONG, PASSWORD_WHITESPACE } from '~/lib/validation/register';

/** A Storefront API `CustomerUserError`, as the account mutations return it. */
export interface CustomerUserError {
  code?: string | null;
  field?: readonly string[] | null;
  message: string;
}

const EMAIL_TAKEN = msg`Email has already been taken`;
const ADDRESS_NOT_FOUND = msg`Address does not exist`;

/** The errors a shopper meets, by code, in our words (in English, Shopify's own sense). */
function wordsFor({ code, field }: CustomerUserError): MessageDescriptor | null {
  if (code === 'TAKEN') return EMAIL_TAKEN;
  if (code === 'NOT_FOUND') return ADDRESS_NOT_FOUND;
  if (code === 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE') return PASSWORD_WHITESPACE;
  if (code === 'TOO_LONG' && field?.includes('password')) return PASSWORD_TOO_LONG;
  return null;
}

/**
 * The errors joined with commas (SPEC §8: 'other failures: toast titled Error with the server
 * message'; Arabic's own comma on Arabic pages), each in the page's language where we know it by
 * its code, else as the API wrote it.
 */
export function customerErrorsText(i18n: I18n, errors: readonly CustomerUserError[]): string {
  return errors
    .map((error) => {
      const words = wordsFor(error);
      return words ? i18n._(words) : error.message;
    })
    .join(i18n.locale === 'ar' ? '، ' : ', ');
}
