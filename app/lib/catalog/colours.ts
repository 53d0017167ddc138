import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Frame colours of the shop vocabulary (shared/data/vocabulary.json): swatches on the product page
 * and the names the Frame Color filter shows in the page's language.
 */
const COLOURS = [
  { name: 'Black', label: msg`Black`, hex: '#1b1b1b' },
  { name: 'Matte Black', label: msg`Matte Black`, hex: '#2a2a2a' },
  { name: 'Tortoise', label: msg`Tortoise`, hex: '#7a4a22' },
  { name: 'Havana', label: msg`Havana`, hex: '#5c3a1e' },
  { name: 'Gold', label: msg`Gold`, hex: '#c9a227' },
  { name: 'Rose Gold', label: msg`Rose Gold`, hex: '#b76e79' },
  { name: 'Silver', label: msg`Silver`, hex: '#b8bcc2' },
  { name: 'Gunmetal', label: msg`Gunmetal`, hex: '#53565b' },
  { name: 'Brown', label: msg`Brown`, hex: '#6b4423' },
  { name: 'Crystal', label: msg`Crystal`, hex: '#dfe8ee' },
  { name: 'Navy', label: msg`Navy`, hex: '#1f2a44' },
  { name: 'Blue', label: msg`Blue`, hex: '#2f5d9e' },
  { name: 'Green', label: msg`Green`, hex: '#2e6b47' },
  { name: 'Grey', label: msg`Grey`, hex: '#8a8d91' },
  { name: 'Red', label: msg`Red`, hex: '#b3262e' },
  { name: 'Burgundy', label: msg`Burgundy`, hex: '#6d1a2c' },
  { name: 'Pink', label: msg`Pink`, hex: '#e29bb0' },
  { name: 'Purple', label: msg`Purple`, hex: '#6a4c93' },
  { name: 'White', label: msg`White`, hex: '#f4f4f2' },
  { name: 'Beige', label: msg`Beige`, hex: '#d8c3a5' },
  { name: 'Yellow', label: msg`Yellow`, hex: '#e8c547' },
  { name: 'Orange', label: msg`Orange`, hex: '#e07b39' },
] as const;

/**
 * The colour a name stands for, by its English name or by its name in the page's language: product
 * options may reach the page in either, depending on what the store translated.
 */
function findColour(i18n: I18n, name: string) {
  const wanted = name.trim().toLowerCase();
  return COLOURS.find((colour) => colour.name.toLowerCase() === wanted || i18n._(colour.label).toLowerCase() === wanted);
}

export function colourHex(i18n: I18n, name: string): string | null {
  return findColour(i18n, name)?.hex ?? null;
}

/** A colour in the page's language; a colour outside the vocabulary keeps its own name. */
export function colourName(i18n: I18n, name: string): string {
  const found = findColour(i18n, name);
  return found ? i18n._(found.label) : name;
}

export function isColourOption(name: string): boolean {
  return /colou?r|لون/i.test(name);
}
