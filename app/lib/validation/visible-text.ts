/**
 * Characters that draw nothing: white space, the default-ignorable code points (zero-width spaces
 * and joiners, marks of direction, variation selectors, soft hyphens, and the Hangul fillers U+115F,
 * U+1160, U+3164, U+FFA0), other format characters (\p{Cf}), and the blank braille pattern U+2800,
 * which fonts draw as an empty cell. The fillers are listed by name too, as the point of this list
 * is that they are never missed.
 */
const INVISIBLE = /[\s\p{Default_Ignorable_Code_Point}\p{Cf}\u2800\u115F\u1160\u3164\uFFA0]/u;
const ALL_INVISIBLE = new RegExp(`^${INVISIBLE.source}*$`, 'u');
const LEADING_INVISIBLE = new RegExp(`^${INVISIBLE.source}+`, 'u');

/**
 * Whether text shows nothing to a reader: empty, or made only of invisible characters. Such a
 * title, body or name counts as not given. Inside visible text they stay, where some are part of
 * the writing (a joiner in an emoji, a mark of direction in mixed Arabic and English).
 */
export function isBlank(text: string): boolean {
  return ALL_INVISIBLE.test(text);
}

/**
 * Text from its first visible character: what a reader sees first (a name's initial). Only the
 * start: at the end a variation selector or joiner still belongs to the character before it.
 */
export function fromFirstVisible(text: string): string {
  return text.replace(LEADING_INVISIBLE, '');
}
