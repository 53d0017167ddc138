/**
 * Arabic labels of the taxonomy metaobjects (shapes, genders, age groups, colours, materials,
 * polarization, rim styles), by metaobject type and handle. The vocabulary's Arabic names first;
 * the values it does not list are written here.
 */
import { colourAr } from './arabic.ts';
import { FRAME_MATERIALS, FRAME_SHAPES, GENDERS, slugify } from './vocabulary.ts';

const byHandle = (entries: readonly { id: string; ar: string }[]) => Object.fromEntries(entries.map((e) => [e.id, e.ar]));

const MATERIALS = Object.fromEntries(Object.values(FRAME_MATERIALS).map((m) => [slugify(m.en), m.ar]));

const LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'shopify--eyewear-frame-design': byHandle(FRAME_SHAPES),
  'shopify--target-gender': byHandle(GENDERS),
  'shopify--age-group': { adults: 'الكبار', teens: 'المراهقون', kids: 'الأطفال' },
  'shopify--eyewear-frame-material': MATERIALS,
  'shopify--fabric': MATERIALS,
  'shopify--eyewear-lens-material': {
    polycarbonate: 'بولي كربونات',
    glass: 'زجاج',
    nylon: 'نايلون',
    'cr-39': 'CR-39',
    hydrogel: 'هيدروجيل',
    'silicone-hydrogel': 'سيليكون هيدروجيل',
  },
  'shopify--lens-polarization': { polarized: 'مستقطبة', 'non-polarized': 'غير مستقطبة' },
  'shopify--optical-frame-design': { 'full-rim': 'إطار كامل', 'semi-rimless': 'نصف إطار', rimless: 'بدون إطار' },
};

/** The Arabic label of a taxonomy value; colours come from the colour names (frames, irises, lenses). */
export function labelAr(type: string, handle: string, label: string): string {
  if (type === 'shopify--color-pattern') return colourAr(label);
  const arabic = LABELS[type]?.[handle];
  if (!arabic) throw new Error(`No Arabic label for ${type}/${handle}`);
  return arabic;
}
