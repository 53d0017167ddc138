/**
 * Style names, limited editions and contact-lens lines in Arabic. Titles put the type first
 * ('نظارة شمسية', 'نظارة طبية'), so a style name never repeats it: 'Cat-Eye Optical' is just
 * 'عين القطة'. Descriptive words are translated and agree with نظارة (feminine); names that are
 * labels of their own (Panto, Navigator, Linea, the lens lines) are written in Arabic letters, as
 * Gulf shops write them. Model codes stay in Latin letters.
 */
import type { FrameModel } from './frame-model.ts';
import { SHAPE_STYLE_AR } from './arabic.ts';
import { AGE_PREFIXES, CLIP_STYLES, READING_STYLES, type FrameStyle } from './names.ts';

/** Every sunglasses, eyeglasses and safety style of names.ts (the compiler checks none is missing). */
const STYLES_AR: Record<FrameStyle, string> = {
  'Round Metal': 'دائرية معدنية',
  'Round Heritage': 'دائرية بطابع تراثي',
  Panto: 'بانتو',
  'Round Icon': 'دائرية أيقونية',
  'Round Fleck': 'دائرية مرقّطة',
  'Slim Rectangle': 'مستطيلة رفيعة',
  'Rectangle Active': 'مستطيلة للنشاط اليومي',
  Executive: 'إكزيكيوتيف',
  'Sport Rectangle': 'مستطيلة رياضية',
  Linea: 'لينيا',
  'Cat-Eye Glam': 'عين القطة الفاتنة',
  'Butterfly Cat-Eye': 'عين القطة بشكل الفراشة',
  'Retro Cat-Eye': 'عين القطة الكلاسيكية',
  'Cat-Eye Oversized': 'عين القطة بحجم كبير',
  'Aviator Classic': 'أفياتور كلاسيك',
  'Aviator Gradient': 'أفياتور بعدسات متدرجة',
  'Double Bridge Pilot': 'بايلوت بجسر مزدوج',
  Navigator: 'نافيغيتور',
  'Aviator Large': 'أفياتور بمقاس كبير',
  Hexagonal: 'سداسية الشكل',
  'Octagon Flat Lens': 'ثمانية الأضلاع بعدسات مسطحة',
  'Geometric Metal': 'هندسية معدنية',
  'Hexagon Slim': 'سداسية رفيعة',
  'Square Icon': 'مربعة أيقونية',
  'Bold Square': 'مربعة جريئة',
  'Square Oversized': 'مربعة بحجم كبير',
  'Square Signature': 'مربعة بتوقيع الدار',
  'Oval Slim': 'بيضاوية رفيعة',
  'Oval Vintage': 'بيضاوية بطابع عتيق',
  'Soft Oval': 'بيضاوية ناعمة',
  'Oval Mini': 'بيضاوية صغيرة',
  'Soft Cat-Eye': 'عين القطة الناعمة',
  'Browline Cat-Eye': 'عين القطة بحاجب بارز',
  'Lifted Oval': 'بيضاوية بأطراف مرفوعة',
  'Half-Rim Cat-Eye': 'عين القطة بنصف إطار',
  'Round Optical': 'دائرية',
  'Panto Optical': 'بانتو',
  'Round Titanium Optical': 'دائرية من التيتانيوم',
  'Keyhole Round': 'دائرية بجسر على شكل ثقب المفتاح',
  'Rectangle Optical': 'مستطيلة',
  'Slim Rectangle Optical': 'مستطيلة رفيعة',
  'Office Rectangle': 'مستطيلة للمكتب',
  'Rectangle Light': 'مستطيلة خفيفة',
  'Cat-Eye Optical': 'عين القطة',
  'Cat-Eye Signature Optical': 'عين القطة بتوقيع الدار',
  'Retro Cat-Eye Optical': 'عين القطة الكلاسيكية',
  'Aviator Optical': 'أفياتور',
  'Pilot Optical': 'بايلوت',
  'Double Bridge Optical': 'بجسر مزدوج',
  'Hexagonal Optical': 'سداسية الشكل',
  'Octagon Optical': 'ثمانية الأضلاع',
  'Geometric Titanium Optical': 'هندسية من التيتانيوم',
  'Square Optical': 'مربعة',
  'Bold Square Optical': 'مربعة جريئة',
  'Square Acetate Optical': 'مربعة من الأسيتات',
  'Oval Optical': 'بيضاوية',
  'Soft Oval Optical': 'بيضاوية ناعمة',
  'Oval Metal Optical': 'بيضاوية معدنية',
  'Browline Optical': 'بحاجب بارز',
  'Soft Cat-Eye Optical': 'عين القطة الناعمة',
  'Half-Rim Browline': 'بنصف إطار وحاجب بارز',
  // The type already says 'safety glasses'.
  'Safety Glasses': '',
  'Wraparound Safety Glasses': 'ملتفّة',
  'Anti-Fog Safety Glasses': 'مضادة للضباب',
  'Protective Eyewear': 'للحماية المهنية',
};

/** Clip-on styles come after the shape: 'دائرية بمشبك مغناطيسي'. */
const CLIP_STYLES_AR: Record<(typeof CLIP_STYLES)[number], string> = {
  'Magnetic Clip-On': 'بمشبك مغناطيسي',
  'Flip-Up Clip-On': 'بمشبك قلّاب',
  'Polarized Clip-On': 'بمشبك مستقطب',
  'Clip-On Set': 'بطقم كامل',
};

/** Reading styles come after the shape; the type already says 'reading glasses'. */
const READING_STYLES_AR: Record<(typeof READING_STYLES)[number], string> = {
  Readers: '',
  'Reading Glasses': '',
  'Screen Readers': 'للشاشات',
  'Pocket Readers': 'للجيب',
};

const EDITIONS_AR: Readonly<Record<string, string>> = {
  'Diamond Point Limited Edition': 'إصدار دايموند بوينت المحدود',
  'Sicilian Gold-Plated Limited Edition': 'الإصدار الصقلي المحدود المطلي بالذهب',
  'Medusa 24K Gold Edition': 'إصدار ميدوسا بذهب عيار 24',
  'Horsebit Gold Edition': 'إصدار هورسبيت الذهبي',
  'Private Collection Horn Edition': 'إصدار المجموعة الخاصة من القرن الطبيعي',
  'Titanium Collector Edition': 'إصدار التيتانيوم لهواة الاقتناء',
  'Runway Limited Edition': 'إصدار عروض الأزياء المحدود',
};

const AGE_SUFFIXES_AR = { kids: 'للأطفال', teens: 'للمراهقين' } as const;

export function editionAr(edition: string): string {
  const arabic = EDITIONS_AR[edition];
  if (!arabic) throw new Error(`No Arabic name for the edition ${edition}`);
  return arabic;
}

/** The frame's style (or edition) in Arabic, as it follows the model code in the title; may be empty. */
export function styleAr(m: FrameModel): string {
  if (m.edition) return editionAr(m.edition);
  const age = m.ageGroup === 'adults' ? null : m.ageGroup;
  const style = age ? m.style.slice(AGE_PREFIXES[age].length) : m.style;
  const words = [baseStyleAr(m, style), age ? AGE_SUFFIXES_AR[age] : ''];
  return words.filter(Boolean).join(' ');
}

function baseStyleAr(m: FrameModel, style: string): string {
  if (m.type === 'Clip-on') {
    const clip = CLIP_STYLES.find((c) => style.startsWith(`${c} `));
    if (!clip) throw new Error(`Unknown clip-on style ${style}`);
    return `${SHAPE_STYLE_AR[m.shape]} ${CLIP_STYLES_AR[clip]}`;
  }
  if (m.type === 'Reading-glass') {
    // The longest ending wins: 'Screen Readers' before 'Readers'.
    const reading = [...READING_STYLES].sort((a, b) => b.length - a.length).find((r) => style.endsWith(` ${r}`));
    if (!reading) throw new Error(`Unknown reading style ${style}`);
    return [SHAPE_STYLE_AR[m.shape], READING_STYLES_AR[reading]].filter(Boolean).join(' ');
  }
  const arabic = STYLES_AR[style as FrameStyle];
  if (arabic === undefined) throw new Error(`No Arabic name for the style ${style}`);
  return arabic;
}

/**
 * Contact-lens lines and solutions: trade names written in Arabic letters ('أوازيس ون داي'),
 * descriptive words translated ('بتقنية', 'الشهرية').
 */
const LENS_LINES_AR: Readonly<Record<string, string>> = {
  'Oasys 1-Day with HydraLuxe': 'أوازيس ون داي بتقنية هايدرالوكس',
  'Oasys with Hydraclear Plus': 'أوازيس بتقنية هايدراكلير بلس',
  'Moist 1-Day': 'مويست ون داي',
  'plus HydraGlyde': 'بلس هايدراغلايد',
  Colors: 'كلرز',
  Total1: 'توتال 1',
  'AquaComfort Plus': 'أكوا كومفورت بلس',
  Monthly: 'الشهرية',
  Energys: 'إنرجيز',
  Ultra: 'ألترا',
  'Biotrue ONEday': 'بايوترو ون داي',
  Colorblends: 'كلر بلندز',
  Elite: 'إيليت',
  'Sensual Beauty': 'سنشوال بيوتي',
  Addict: 'أديكت',
  'Natural Colors': 'ناتشورال كلرز',
  'Renu Multi-Purpose Solution': 'محلول رينو متعدد الاستخدامات',
  'Biotrue Multi-Purpose Solution': 'محلول بايوترو متعدد الاستخدامات',
};

export function lensLineAr(line: string): string {
  const arabic = LENS_LINES_AR[line];
  if (!arabic) throw new Error(`No Arabic name for the lens line ${line}`);
  return arabic;
}
