/**
 * The shop's vocabulary in Arabic, as a Gulf eyewear shop writes it: the vocabulary's own Arabic
 * names (colours, shapes, materials) plus the forms sentences need. Arabic adjectives agree with
 * their noun, so a frame colour has a masculine form (إطار ذهبي), a definite one (باللون الذهبي)
 * and, for lenses, a feminine one (عدسات ذهبية). Numbers stay in Latin digits, as UAE shops print them.
 */
import { IRIS_COLOURS } from './lens-lines.ts';
import type { RimStyle } from './image-specs.ts';
import type { Tint } from './tints.ts';
import {
  FRAME_COLOURS,
  FRAME_MATERIALS,
  FRAME_SHAPES,
  type FrameProductType,
  type MaterialId,
  type ShapeId,
} from './vocabulary.ts';

/** One article of each frame type, for titles: the vocabulary's shelf names are plural. */
export const TYPE_SINGULAR_AR: Record<FrameProductType, string> = {
  Sunglasses: 'نظارة شمسية',
  Eyeglasses: 'نظارة طبية',
  'Clip-on': 'نظارة شمسية كليب أون',
  'Reading-glass': 'نظارة قراءة',
  'Safety-glass': 'نظارة واقية',
};

/** A shape as part of a style name, agreeing with نظارة: 'دائرية', 'عين القطة'. */
export const SHAPE_STYLE_AR: Record<ShapeId, string> = {
  round: 'دائرية',
  rectangle: 'مستطيلة',
  'cat-eye': 'عين القطة',
  aviator: 'أفياتور',
  geometric: 'هندسية',
  square: 'مربعة',
  oval: 'بيضاوية',
  'semi-cateye': 'عين القطة الناعمة',
};

/** 'إطار دائري': the frame named by its shape, for the copy. */
export function shapeFrameAr(shape: ShapeId): string {
  if (shape === 'semi-cateye') return 'إطار عين القطة الناعم';
  return `إطار ${FRAME_SHAPES.find((s) => s.id === shape)!.ar}`;
}

/** 'تصميم دائري': the shape as a silhouette, for the copy. */
export function shapeDesignAr(shape: ShapeId): string {
  if (shape === 'semi-cateye') return 'تصميم عين القطة الناعم';
  return `تصميم ${FRAME_SHAPES.find((s) => s.id === shape)!.ar}`;
}

export function materialAr(material: MaterialId): string {
  return FRAME_MATERIALS[material].ar;
}

export const RIM_AR: Record<RimStyle, string> = {
  'full-rim': 'إطار كامل',
  'semi-rimless': 'نصف إطار',
  rimless: 'بدون إطار',
};

/** Iris colours of coloured contact lenses, and the clear lens, beside the frame colours. */
const COLOURS_AR = new Map<string, string>([
  ...FRAME_COLOURS.map((c) => [c.en, c.ar] as const),
  ...IRIS_COLOURS.map((c) => [c.en, c.ar] as const),
  ['Clear', 'شفاف'],
]);

/** A colour's Arabic name (masculine, as for إطار or اللون). */
export function colourAr(english: string): string {
  const arabic = COLOURS_AR.get(english);
  if (!arabic) throw new Error(`No Arabic name for the colour ${english}`);
  return arabic;
}

/** 'باللون الذهبي الوردي': every word takes the article. */
export function inColourAr(english: string): string {
  return `باللون ${definite(colourAr(english))}`;
}

export function definite(phrase: string): string {
  return phrase
    .split(' ')
    .map((word) => `ال${word}`)
    .join(' ');
}

/** Lens colours agree with عدسة/عدسات (feminine): 'رمادية', 'زرقاء'. */
const LENS_COLOURS_AR: Readonly<Record<string, string>> = {
  Green: 'خضراء',
  Grey: 'رمادية',
  Brown: 'بنية',
  Pink: 'وردية',
  Blue: 'زرقاء',
  Silver: 'فضية',
  Gold: 'ذهبية',
  Red: 'حمراء',
  Clear: 'شفافة',
  Yellow: 'صفراء',
};

export function lensColourAr(english: string): string {
  const arabic = LENS_COLOURS_AR[english];
  if (!arabic) throw new Error(`No Arabic name for the lens colour ${english}`);
  return arabic;
}

/** How a lens is finished, agreeing with عدسة; a plain tint or a clear lens needs no word. */
export const LENS_EFFECT_AR: Record<Tint['effect'], string> = {
  Solid: '',
  Gradient: 'متدرجة',
  Mirrored: 'عاكسة',
  Photochromic: 'فوتوكروميك (متغيرة اللون)',
  Clear: '',
  'Blue light filter': 'مع فلتر الضوء الأزرق',
};

/** Countries named by the catalog (origins and shipping destinations). */
export const COUNTRIES_AR: Readonly<Record<string, string>> = {
  'United Arab Emirates': 'الإمارات العربية المتحدة',
  'Saudi Arabia': 'المملكة العربية السعودية',
  Kuwait: 'الكويت',
  Qatar: 'قطر',
  Bahrain: 'البحرين',
  Oman: 'عُمان',
  Worldwide: 'جميع أنحاء العالم',
  Italy: 'إيطاليا',
  France: 'فرنسا',
  Germany: 'ألمانيا',
  Austria: 'النمسا',
  Ireland: 'أيرلندا',
  'United Kingdom': 'المملكة المتحدة',
  'United States': 'الولايات المتحدة',
  China: 'الصين',
  Japan: 'اليابان',
  'South Korea': 'كوريا الجنوبية',
  Brazil: 'البرازيل',
};

export function countryAr(english: string): string {
  const arabic = COUNTRIES_AR[english];
  if (!arabic) throw new Error(`No Arabic name for the country ${english}`);
  return arabic;
}

/** Option names as Shopify's translatable option names. */
export const OPTION_NAMES_AR: Readonly<Record<string, string>> = {
  Color: 'اللون',
  Size: 'المقاس',
  Power: 'القوة',
  'Base Curve': 'انحناء القاعدة',
  Pack: 'العبوة',
};

/**
 * A counted noun in Arabic: the singular and dual stand alone ('عدسة واحدة', 'عدستان'), 3 to 10
 * take the plural ('6 عدسات'), 11 to 99 the accusative singular ('30 عدسة', '90 يوماً') and 100 up
 * the genitive singular. The forms follow Intl's Arabic plural rules.
 */
interface CountedNoun {
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

export const NOUNS = {
  lens: { one: 'عدسة واحدة', two: 'عدستان', few: 'عدسات', many: 'عدسة', other: 'عدسة' },
  day: { one: 'يوم واحد', two: 'يومان', few: 'أيام', many: 'يوماً', other: 'يوم' },
  week: { one: 'أسبوع واحد', two: 'أسبوعان', few: 'أسابيع', many: 'أسبوعاً', other: 'أسبوع' },
  month: { one: 'شهر واحد', two: 'شهران', few: 'أشهر', many: 'شهراً', other: 'شهر' },
  year: { one: 'سنة واحدة', two: 'سنتان', few: 'سنوات', many: 'سنة', other: 'سنة' },
} as const satisfies Record<string, CountedNoun>;

const pluralRules = new Intl.PluralRules('ar');

export function countAr(count: number, noun: CountedNoun): string {
  const form = pluralRules.select(count);
  if (form === 'one' || form === 'two') return noun[form];
  return `${count} ${form === 'few' ? noun.few : form === 'many' ? noun.many : noun.other}`;
}

const ENGLISH_UNITS: Record<string, CountedNoun> = {
  lens: NOUNS.lens,
  lenses: NOUNS.lens,
  day: NOUNS.day,
  days: NOUNS.day,
  week: NOUNS.week,
  weeks: NOUNS.week,
  month: NOUNS.month,
  months: NOUNS.month,
  year: NOUNS.year,
  years: NOUNS.year,
};

/** '30 lenses' → '30 عدسة', '2 weeks' → 'أسبوعان', '1 year' → 'سنة واحدة'. */
export function quantityAr(english: string): string {
  const match = /^(\d+) ([a-z]+)$/.exec(english);
  const noun = match && ENGLISH_UNITS[match[2]!];
  if (!match || !noun) throw new Error(`Cannot count ${english} in Arabic`);
  return countAr(Number(match[1]), noun);
}

/** '52 mm' → '52 مم', '360 ml' → '360 مل'. */
export function measureAr(english: string): string {
  const match = /^([\d.]+) (mm|ml)$/.exec(english);
  if (!match) throw new Error(`Cannot write ${english} in Arabic`);
  return `${match[1]} ${match[2] === 'mm' ? 'مم' : 'مل'}`;
}
