const ARABIC = /[\u0600-\u06FF]/;

export function hasArabic(text: string): boolean {
  return ARABIC.test(text);
}

/** Items of a list (colours, an address's town line) joined with the comma of the script they are written in. */
export function joinInScript(parts: readonly string[]): string {
  return parts.join(parts.some(hasArabic) ? '، ' : ', ');
}
