import type { Page } from '@playwright/test';
import { CONTACT_BRANDS, FRAME_BRANDS, READING_BRANDS, SAFETY_BRANDS } from '../../engine/seed/catalog/brands';
import { LENS_LINES } from '../../engine/seed/catalog/lens-lines';

/**
 * Latin words an Arabic page may show: brand and product-line names (trademarks are written as their
 * owners write them), social networks and payment schemes, currency codes. Everything else in Latin
 * letters is English UI that escaped the catalogues.
 */
const TRADEMARKS = [
  ...[...FRAME_BRANDS, ...CONTACT_BRANDS, ...READING_BRANDS, ...SAFETY_BRANDS].flatMap((brand) => [
    brand.name,
    brand.manufacturer,
  ]),
  ...LENS_LINES.map((line) => line.line),
  'Instagram Facebook TikTok YouTube Visa Mastercard Apple Pay Google Tabby Tamara',
  'AED KWD SAR USD US$',
];
const ALLOWED = new Set(
  TRADEMARKS.flatMap((name) => name.split(/[^A-Za-z]+/))
    .filter(Boolean)
    .map((w) => w.toLowerCase()),
);

/** A model code or a measurement: letters mixed with digits ('RB1369', 'GG0162S', 'UV400', 'TR90', 'Dk/t'). */
const MODEL_CODE = /^(?=.*\d)[A-Za-z0-9/+.-]+$|^[A-Z]{1,4}$/;

/** The words in Latin letters of the page's visible text, minus those the rules above allow. */
export async function englishWords(page: Page): Promise<string[]> {
  const text: string[] = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      // The language switch names English in English, as every bilingual shop does; what is marked
      // translate=no (a shopper's own search words, an email address) is not the shop's wording.
      if (parent.closest('[lang]:not([lang="ar"]), [translate="no"]')) continue;
      if (parent.closest('script, style, template, [hidden], [aria-hidden="true"]')) continue;
      const box = parent.getBoundingClientRect();
      const style = getComputedStyle(parent);
      const visible = box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
      const screenReaderOnly = parent.closest('.sr-only') !== null;
      if (visible || screenReaderOnly) out.push(node.textContent);
    }
    return out;
  });
  const words = text.join(' ').match(/[A-Za-z][A-Za-z0-9$/+.'-]*/g) ?? [];
  const allowed = (word: string) =>
    MODEL_CODE.test(word) ||
    word
      .split(/[^A-Za-z]+/)
      .filter(Boolean)
      .every((part) => ALLOWED.has(part.toLowerCase()));
  return [...new Set(words.filter((word) => !allowed(word)))];
}
