import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UsageId } from '~/lib/prescription/lens-offer';

/**
 * The words of the lens offer. The data (lenses.json, the lens products' option values) names
 * usages, indices and coatings in English; the page words them in its language from here.
 */
export const USAGE_WORDS: Record<UsageId, { name: MessageDescriptor; hint: MessageDescriptor }> = {
  'single-vision': { name: msg`Single vision`, hint: msg`For distance: one prescription for the whole lens.` },
  reading: { name: msg`Reading`, hint: msg`For close work and reading, made with your ADD.` },
  progressive: { name: msg`Progressive (varifocal)`, hint: msg`Distance, intermediate and reading in one lens, with no line.` },
  'non-prescription': { name: msg`Non-prescription`, hint: msg`Plain lenses, clear or with a blue-light filter for screens.` },
  'frame-only': { name: msg`Frame only`, hint: msg`The frame with its demo lenses, to fit lenses elsewhere.` },
};

export const INDEX_WORDS: Record<string, MessageDescriptor> = {
  '1.50': msg`Standard`,
  '1.60': msg`Thin`,
  '1.67': msg`Ultra-thin`,
  '1.74': msg`Thinnest`,
};

export const COATING_WORDS: Record<string, { name: MessageDescriptor; hint: MessageDescriptor }> = {
  'Anti-reflective': { name: msg`Anti-reflective`, hint: msg`Included: fewer reflections, clearer sight.` },
  'Blue-light filter': { name: msg`Blue-light filter`, hint: msg`Filters blue light from screens.` },
  Photochromic: { name: msg`Photochromic`, hint: msg`Clear indoors, darkens in the sun.` },
  'Sun tint': { name: msg`Sun tint`, hint: msg`A classic grey tint for the sun.` },
  'Polarised grey': { name: msg`Polarised grey`, hint: msg`Cuts glare from water, sand and roads.` },
  'Polarised brown': { name: msg`Polarised brown`, hint: msg`Cuts glare, with warmer contrast.` },
};
