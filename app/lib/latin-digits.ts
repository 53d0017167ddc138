const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Arabic keyboards type Arabic-Indic digits (٠١٢ or ۰۱۲), and Arabic pages may show them; numbers
 * the shop reads (phone numbers, postal codes, a frame's size) are kept in the digits 0-9 that its
 * rules (and couriers) read.
 */
export function latinDigits(value: string): string {
  return value.replace(ARABIC_INDIC_DIGITS, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90));
}
