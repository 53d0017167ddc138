/**
 * Text metafields in Arabic. Each translated key has its phrase book: a value the book does not
 * know is an error, so a change to the English copy cannot quietly leave Arabic pages in English.
 * Keys that hold codes, names of companies or numbers (barcode, frame size, base curve, Dk/t,
 * manufacturer) are the same in every language and are not translated.
 */
import { countAr, countryAr, measureAr, NOUNS, quantityAr } from './arabic.ts';
import { brandByName } from './brands.ts';
import type { SeedMetafield } from './types.ts';

const WARRANTIES: Readonly<Record<string, string>> = {
  '2-year international warranty': 'ضمان دولي لمدة سنتين',
  '1-year manufacturer warranty': 'ضمان الشركة المصنّعة لمدة سنة',
  'Sealed products only; exchange on unopened boxes within 7 days': `للمنتجات المغلقة فقط؛ يمكن استبدال العلب غير المفتوحة خلال ${countAr(7, NOUNS.day)}`,
};

const LENS_TYPES: Readonly<Record<string, string>> = {
  'Polarized sun lens, non-prescription': 'عدسة شمسية مستقطبة، بدون وصفة طبية',
  'Sun lens, non-prescription': 'عدسة شمسية، بدون وصفة طبية',
  'Demo lens, prescription ready': 'عدسة عرض، والإطار جاهز للعدسات الطبية',
  'Flip-up clip-on sun lens': 'عدسة شمسية كليب أون قابلة للرفع',
  'Single vision reading lens': 'عدسة قراءة أحادية البؤرة',
  'Polycarbonate safety lens, EN 166': 'عدسة واقية من البولي كربونات، EN 166',
  'Coloured cosmetic soft lens': 'عدسة لينة ملونة تجميلية',
  'daily disposable soft lens': 'عدسة لينة يومية تُستعمل لمرة واحدة',
  'two-weekly soft lens': 'عدسة لينة تُستبدل كل أسبوعين',
  'monthly soft lens': 'عدسة لينة شهرية',
  'three-monthly soft lens': 'عدسة لينة تُستبدل كل ثلاثة أشهر',
  'yearly soft lens': 'عدسة لينة سنوية',
};

const LENS_EFFECTS: Readonly<Record<string, string>> = {
  Polarized: 'مستقطبة',
  'Solid tint': 'لون موحّد',
  Gradient: 'متدرجة',
  Mirrored: 'عاكسة',
  Photochromic: 'فوتوكروميك (متغيرة اللون)',
  Clear: 'شفافة',
  'Blue light filter': 'فلتر الضوء الأزرق',
  'Natural colour enhancement': 'إبراز طبيعي للون العين',
};

const UV_FILTERS: Readonly<Record<string, string>> = {
  'UV400 (100% UVA/UVB)': 'UV400 (حماية 100% من أشعة UVA وUVB)',
  'UV420 blue light filter': 'UV420 مع فلتر الضوء الأزرق',
  'Class 1 UV blocking': 'حجب الأشعة فوق البنفسجية من الفئة 1',
};

const CONTENTS: Readonly<Record<string, string>> = {
  Frame: 'الإطار',
  'Frame with clip-on lens': 'الإطار مع عدسة كليب أون',
  'Cleaning cloth': 'قطعة قماش للتنظيف',
  'Certificate of authenticity': 'شهادة أصالة',
  'Neck cord': 'حبل للرقبة',
  'Instructions for use': 'تعليمات الاستخدام',
  'Lens case': 'علبة حفظ العدسات',
};

export function warrantyAr(english: string): string {
  return phrase(WARRANTIES, english, 'warranty_service');
}

function phrase(book: Readonly<Record<string, string>>, value: string, key: string): string {
  const arabic = book[value];
  if (arabic === undefined) throw new Error(`No Arabic for ${key} '${value}'`);
  return arabic;
}

/** 'Ray-Ban case' → 'علبة راي بان', '30 lenses in sterile blister packs', '360 ml bottle'. */
function contentAr(item: string): string {
  const caseOf = /^(.+) case$/.exec(item);
  if (caseOf && item !== 'Lens case') return `علبة ${brandByName(caseOf[1]!).ar}`;
  const blisters = /^(\d+ lenses?) in sterile blister packs$/.exec(item);
  if (blisters) return `${quantityAr(blisters[1]!)} في عبوات فردية معقّمة`;
  const bottle = /^(\d+ ml) bottle$/.exec(item);
  if (bottle) return `عبوة ${measureAr(bottle[1]!)}`;
  return phrase(CONTENTS, item, 'package_contains');
}

const POWER = String.raw`[+-]?\d+\.\d\d`;
const POWER_RANGE = new RegExp(String.raw`^(${POWER}) to (${POWER})(?: and (${POWER}) to (${POWER}))?$`);

/** '-0.50 to -10.00 and +0.50 to +6.00' → 'من -0.50 إلى -10.00، ومن +0.50 إلى +6.00'. */
function powerRangeAr(value: string): string {
  if (value === 'Plano (0.00) only') return 'بدون قوة تصحيحية (0.00) فقط';
  const match = POWER_RANGE.exec(value);
  if (!match) throw new Error(`No Arabic for power_range '${value}'`);
  const [, from, to, plusFrom, plusTo] = match;
  return `من ${from} إلى ${to}${plusFrom ? `، ومن ${plusFrom} إلى ${plusTo}` : ''}`;
}

function volumeAr(value: string): string {
  if (value === '0.5 ml buffered saline per blister') return '0.5 مل من محلول ملحي منظَّم في كل عبوة';
  return measureAr(value);
}

const list = (value: string, each: (item: string) => string) => JSON.stringify((JSON.parse(value) as string[]).map(each));

const TRANSLATORS: Readonly<Record<string, (value: string) => string>> = {
  'custom.brand': (value) => brandByName(value).ar,
  'custom.warranty_service': warrantyAr,
  'custom.lens_type': (value) => phrase(LENS_TYPES, value, 'lens_type'),
  'custom.lens_effect': (value) =>
    value
      .split(', ')
      .map((effect) => phrase(LENS_EFFECTS, effect, 'lens_effect'))
      .join('، '),
  'custom.uv_filter': (value) => phrase(UV_FILTERS, value, 'uv_filter'),
  'custom.shipping_to': (value) => list(value, countryAr),
  'custom.package_contains': (value) => list(value, contentAr),
  'custom.power_range': powerRangeAr,
  'custom.pack_size': quantityAr,
  'custom.volume': volumeAr,
  'custom.usability_after_opening': quantityAr,
  'shopify.country-of-origin': countryAr,
};

/** The product's text metafields in Arabic, by 'namespace.key'. */
export function metafieldsAr(metafields: readonly SeedMetafield[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const metafield of metafields) {
    if ('references' in metafield) continue;
    const name = `${metafield.namespace}.${metafield.key}`;
    const translate = TRANSLATORS[name];
    if (translate) out[name] = translate(metafield.value);
  }
  return out;
}
