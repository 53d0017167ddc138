import { dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH } from '~/lib/validation/register';

let common: Set<string> | undefined;

/**
 * Whether a password is one of the most common ones (ASVS 2.1.7): the first to be guessed. The list
 * is zxcvbn-ts's, about 50,000 passwords from breach corpora, shipped in the package (no network);
 * only the ones long enough to pass the length rule are kept. Case does not make a password new.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].filter((entry) => entry.length >= MIN_PASSWORD_LENGTH));
  return common.has(password.toLowerCase());
}
