/**
 * The shop vocabulary (shared/data/vocabulary.json), copied as typed constants: the JSON lives outside
 * the project, so importing it would break in CI layouts. Keep the two in step by hand.
 */

export const PRODUCT_TYPES = [
  { type: 'Sunglasses', en: 'Sunglasses', ar: 'نظارات شمسية' },
  { type: 'Eyeglasses', en: 'Eyeglasses', ar: 'نظارات طبية' },
  { type: 'ContactLenses', en: 'Contact Lenses', ar: 'عدسات لاصقة' },
  { type: 'Clip-on', en: 'Clip-on Sunglasses', ar: 'نظارات شمسية كليب أون' },
  { type: 'Reading-glass', en: 'Reading Glasses', ar: 'نظارات قراءة' },
  { type: 'Safety-glass', en: 'Safety Glasses', ar: 'نظارات واقية' },
] as const;

export type ProductType = (typeof PRODUCT_TYPES)[number]['type'];
export type FrameProductType = Exclude<ProductType, 'ContactLenses'>;

export const FRAME_SHAPES = [
  { id: 'round', en: 'Round', ar: 'دائري' },
  { id: 'rectangle', en: 'Rectangle', ar: 'مستطيل' },
  { id: 'cat-eye', en: 'Cat-Eye', ar: 'عين القطة' },
  { id: 'aviator', en: 'Aviator', ar: 'أفياتور' },
  { id: 'geometric', en: 'Geometric', ar: 'هندسي' },
  { id: 'square', en: 'Square', ar: 'مربع' },
  { id: 'oval', en: 'Oval', ar: 'بيضاوي' },
  { id: 'semi-cateye', en: 'Semi Cat-Eye', ar: 'نصف عين القطة' },
] as const;

export type ShapeId = (typeof FRAME_SHAPES)[number]['id'];

export const GENDERS = [
  { id: 'male', en: 'Men', ar: 'رجالي' },
  { id: 'female', en: 'Women', ar: 'نسائي' },
  { id: 'unisex', en: 'Unisex', ar: 'للجنسين' },
] as const;

export type GenderId = (typeof GENDERS)[number]['id'];

export interface Colour {
  en: string;
  ar: string;
  hex: string;
}

export const FRAME_COLOURS: readonly Colour[] = [
  { en: 'Black', ar: 'أسود', hex: '#1b1b1b' },
  { en: 'Matte Black', ar: 'أسود مطفي', hex: '#2a2a2a' },
  { en: 'Tortoise', ar: 'صدفي', hex: '#7a4a22' },
  { en: 'Havana', ar: 'هافانا', hex: '#5c3a1e' },
  { en: 'Gold', ar: 'ذهبي', hex: '#c9a227' },
  { en: 'Rose Gold', ar: 'ذهبي وردي', hex: '#b76e79' },
  { en: 'Silver', ar: 'فضي', hex: '#b8bcc2' },
  { en: 'Gunmetal', ar: 'رصاصي', hex: '#53565b' },
  { en: 'Brown', ar: 'بني', hex: '#6b4423' },
  { en: 'Crystal', ar: 'كريستالي شفاف', hex: '#dfe8ee' },
  { en: 'Navy', ar: 'كحلي', hex: '#1f2a44' },
  { en: 'Blue', ar: 'أزرق', hex: '#2f5d9e' },
  { en: 'Green', ar: 'أخضر', hex: '#2e6b47' },
  { en: 'Grey', ar: 'رمادي', hex: '#8a8d91' },
  { en: 'Red', ar: 'أحمر', hex: '#b3262e' },
  { en: 'Burgundy', ar: 'عنابي', hex: '#6d1a2c' },
  { en: 'Pink', ar: 'وردي', hex: '#e29bb0' },
  { en: 'Purple', ar: 'بنفسجي', hex: '#6a4c93' },
  { en: 'White', ar: 'أبيض', hex: '#f4f4f2' },
  { en: 'Beige', ar: 'بيج', hex: '#d8c3a5' },
  { en: 'Yellow', ar: 'أصفر', hex: '#e8c547' },
  { en: 'Orange', ar: 'برتقالي', hex: '#e07b39' },
];

export const LENS_TERMS = {
  polarized: { en: 'Polarized', ar: 'مستقطبة' },
  uv400: { en: 'UV400 protection', ar: 'حماية من الأشعة فوق البنفسجية UV400' },
  gradient: { en: 'Gradient', ar: 'متدرجة' },
  mirrored: { en: 'Mirrored', ar: 'عاكسة' },
  blueLight: { en: 'Blue light filter', ar: 'فلتر الضوء الأزرق' },
  photochromic: { en: 'Photochromic', ar: 'فوتوكروميك (متغيرة اللون)' },
  antiFog: { en: 'Anti-fog', ar: 'مضادة للضباب' },
  impact: { en: 'Impact resistant', ar: 'مقاومة للصدمات' },
} as const;

export const FRAME_MATERIALS = {
  acetate: { en: 'Acetate', ar: 'أسيتات' },
  metal: { en: 'Metal', ar: 'معدن' },
  titanium: { en: 'Titanium', ar: 'تيتانيوم' },
  steel: { en: 'Stainless steel', ar: 'ستانلس ستيل' },
  nylon: { en: 'Nylon', ar: 'نايلون' },
  polycarbonate: { en: 'Polycarbonate', ar: 'بولي كربونات' },
  tr90: { en: 'TR90', ar: 'TR90' },
} as const;

export type MaterialId = keyof typeof FRAME_MATERIALS;

/** The home page's brand grid (SPEC §2) by its short tile label, mapped to the vendor name products carry. */
export const HOME_GRID_VENDORS: Readonly<Record<string, string>> = {
  'D&G': 'Dolce & Gabbana',
  Burberry: 'Burberry',
  Gucci: 'Gucci',
  Tiffany: 'Tiffany & Co.',
  Vogue: 'Vogue Eyewear',
  'Armani Exchange': 'Armani Exchange',
  Versace: 'Versace',
  'Ray-Ban': 'Ray-Ban',
  Prada: 'Prada',
  Oakley: 'Oakley',
  Amara: 'Amara',
  'Michael Kors': 'Michael Kors',
};

export const CONTACT_LENS_FACTS = {
  baseCurve: ['8.4', '8.5', '8.6', '8.7', '8.8', '9.0'],
  diameter: ['13.8', '14.0', '14.2', '14.5'],
  waterContent: ['24%', '33%', '38%', '48%', '55%', '58%'],
  packSize: ['1 lens', '2 lenses', '6 lenses', '10 lenses', '30 lenses', '90 lenses'],
  usabilityAfterOpening: ['1 day', '2 weeks', '1 month', '3 months', '1 year'],
} as const;

export const READING_STRENGTHS = ['+1.00', '+1.25', '+1.50', '+1.75', '+2.00', '+2.25', '+2.50', '+2.75', '+3.00', '+3.50'];

/** Contact-lens powers as the vocabulary states them: 0.25 steps to -6.00, then 0.50 steps to -10.00. */
export function minusPowers(): string[] {
  const values: number[] = [];
  for (let p = 50; p <= 600; p += 25) values.push(-p);
  for (let p = 650; p <= 1000; p += 50) values.push(-p);
  return values.map(formatPower);
}

/** The plus range 'for some' lenses: +0.50 to +6.00 in 0.25 steps. */
export function plusPowers(): string[] {
  const values: number[] = [];
  for (let p = 50; p <= 600; p += 25) values.push(p);
  return values.map(formatPower);
}

function formatPower(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '+';
  return `${sign}${(Math.abs(hundredths) / 100).toFixed(2)}`;
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function colourByName(name: string): Colour {
  const found = FRAME_COLOURS.find((c) => c.en === name);
  if (!found) throw new Error(`Unknown frame colour ${name}`);
  return found;
}
