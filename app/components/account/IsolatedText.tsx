import { BidiText } from '~/components/ui/Bidi';
import { hasArabic } from '~/lib/arabic-script';

/**
 * Text the customer or the catalogue wrote (names, address lines, variant titles), isolated from the
 * page around it and read right to left only when it is Arabic. Without this, on an Arabic page a
 * line of digits and signs ('-0.50 / 8.5', '+971…') would come out in reverse order. Marked
 * translate=no: a person's name or street is theirs, not the shop's wording to translate.
 */
export function IsolatedText({ text }: { text: string }) {
  return (
    <bdi dir={hasArabic(text) ? 'rtl' : 'ltr'} translate="no">
      <BidiText text={text} />
    </bdi>
  );
}
