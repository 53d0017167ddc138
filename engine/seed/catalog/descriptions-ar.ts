/**
 * Product copy in Arabic, from the same facts and the same sentence choices as the English
 * (descriptions.ts, lenses.ts): what the frame is, what the lens does, how it fits, then the
 * feature list. Written as a Gulf shop writes, not word for word: the frame is نظارة (feminine),
 * brands are in Arabic letters, model codes and standards (UV400, EN 166) in Latin ones.
 */
import {
  countAr,
  definite,
  LENS_EFFECT_AR,
  lensColourAr,
  materialAr,
  NOUNS,
  quantityAr,
  RIM_AR,
  shapeDesignAr,
  shapeFrameAr,
} from './arabic.ts';
import { descriptionHtml, type FrameCopy } from './descriptions.ts';
import type { FrameModel } from './frame-model.ts';
import type { LensLine } from './lens-lines.ts';
import { warrantyAr } from './metafields-ar.ts';
import { editionAr, lensLineAr, styleAr } from './names-ar.ts';
import { TINTS } from './tints.ts';
import { brandByName } from './brands.ts';
import type { MaterialId, ShapeId } from './vocabulary.ts';

/** The shape sentences, in the order of descriptions.ts's SHAPE_LINES (same choice, same meaning). */
export const SHAPE_LINES_AR: Record<ShapeId, readonly string[]> = {
  round: [
    'تمنحها العدسات الدائرية تماماً طابعاً كلاسيكياً مثقفاً يلطّف ملامح الوجوه الحادة.',
    'عدساتها الدائرية تحية لأناقة منتصف القرن الماضي، وتليق أكثر بالوجوه المربعة والوجوه على شكل قلب.',
  ],
  rectangle: [
    'خطوطها الأفقية الواضحة وتصميمها المنخفض يجعلانها خياراً يومياً سهلاً للوجوه الدائرية والبيضاوية.',
    'واجهتها المستطيلة نحيفة ومركّزة، فهي النظارة التي تختارها في أيام العمل وعطلات نهاية الأسبوع على حد سواء.',
  ],
  'cat-eye': [
    'زواياها الخارجية المرفوعة ترفع ملامح الوجه وتضفي فوراً لمسة من الفخامة الكلاسيكية.',
    'خط عين القطة الواثق يجذب النظر إلى الأعلى ويناسب الوجوه الدائرية والبيضاوية.',
  ],
  aviator: [
    'عدساتها على شكل قطرة وجسرها المزدوج تستحضر نظارات الطيارين الأصلية، مع تغطية إضافية أسفل العين.',
    'يناسب تصميم الأفياتور الكلاسيكي، بقضيبه العلوي المستقيم وعدساته العميقة على شكل قطرة، معظم الوجوه منذ ثلاثينيات القرن الماضي.',
  ],
  geometric: [
    'عدساتها السداسية متعددة الأوجه تحوّل الشكل المألوف إلى قطعة لافتة تبقى خفيفة على الوجه.',
    'تمنح العدسات الهندسية ذات الزوايا الإطارَ طابعاً معمارياً دون أن تزيد من وزنه.',
  ],
  square: [
    'واجهتها المربعة الجريئة وخط الحاجب القوي يؤطّران العينين ويضفيان حدة على الملامح الناعمة.',
    'عدساتها المربعة الواسعة وواجهتها المتينة تعبّر عن إطلالة عصرية واثقة.',
  ],
  oval: [
    'عدساتها البيضاوية ذات الانحناءات الناعمة تحافظ على إطلالة هادئة وتوازن خطوط الفك البارزة.',
    'تصميم بيضاوي بانحناءات لطيفة يستقر على الوجه بهدوء.',
  ],
  'semi-cateye': [
    'خط الحاجب المرفوع قليلاً يمنحها لمحة من تصميم عين القطة دون مبالغة، فتناسبك من المكتب إلى العشاء.',
    'يرتفع الحاجب برقّة بينما تبقى الحافة السفلية خفيفة، في قراءة ناعمة لتصميم عين القطة.',
  ],
};

const MATERIAL_LINES_AR: Record<MaterialId, string> = {
  acetate: 'أسيتات مصقول يدوياً بلمعة عميقة',
  metal: 'إطار معدني رفيع بوسادات أنف قابلة للتعديل',
  titanium: 'تيتانيوم خفيف كالريشة، مضاد للحساسية ولا يصدأ',
  steel: 'ستانلس ستيل رفيع يبقى متيناً ولا يزن سوى بضعة غرامات',
  nylon: 'إطار نايلون مرن يتحمّل الصدمات',
  polycarbonate: 'إطار متين وخفيف من البولي كربونات',
  tr90: 'مادة TR90، وهي لدائن حرارية ذات ذاكرة تنثني ثم تعود إلى شكلها',
};

const MATERIAL_NOUNS_AR: Record<MaterialId, string> = {
  acetate: 'الأسيتات المصقول',
  metal: 'المعدن الخفيف',
  titanium: 'التيتانيوم فائق الخفة',
  steel: 'الستانلس ستيل',
  nylon: 'النايلون المرن',
  polycarbonate: 'البولي كربونات المتين',
  tr90: 'مادة TR90 المرنة',
};

/** 'نظارة راي بان RB3025 أفياتور كلاسيك' as the subject of a sentence. */
function named(m: FrameModel, withStyle: boolean): string {
  return ['نظارة', m.brand.ar, m.model, withStyle ? styleAr(m) : ''].filter(Boolean).join(' ');
}

/** The openers, in the order of descriptions.ts's OPENERS. */
export const OPENERS_AR: readonly ((m: FrameModel) => string)[] = [
  (m) => `تجمع ${named(m, true)} بين ${shapeDesignAr(m.shape)} و${MATERIAL_LINES_AR[m.material]}.`,
  (m) => `صُنعت ${named(m, false)} من ${MATERIAL_NOUNS_AR[m.material]}، ب${shapeFrameAr(m.shape)} يعكس عناية هادئة بأدق التفاصيل.`,
  (m) => `تضفي ${m.brand.ar} لمستها المميزة على طراز ${m.model}: ${shapeFrameAr(m.shape)} من ${MATERIAL_NOUNS_AR[m.material]}.`,
];

function intro(copy: FrameCopy, m: FrameModel): string {
  if (m.type === 'Safety-glass') {
    return `${named(m, false)} واقية وخفيفة بتصميم ملتفّ من ${MATERIAL_NOUNS_AR[m.material]}، مريحة طوال نوبة عمل كاملة وتتوافق مع خوذات السلامة وواقيات الأذن.`;
  }
  const edition = m.edition ? ` صدرت ضمن ${editionAr(m.edition)}، وتصل كل قطعة منها مع شهادة مرقّمة.` : '';
  return `${OPENERS_AR[copy.opener]!(m)} ${SHAPE_LINES_AR[m.shape][copy.shapeLine]!}${edition}`;
}

function lensParagraph(m: FrameModel): string {
  const tint = TINTS[m.tint];
  switch (m.type) {
    case 'Sunglasses': {
      const effect =
        tint.effect === 'Gradient'
          ? 'تظلّل العدسات المتدرجة الجزء العلوي من مجال الرؤية في مواجهة الشمس العمودية، وتُبقي النصف السفلي أفتح لترى هاتفك أو لوحة القيادة بوضوح.'
          : tint.effect === 'Mirrored'
            ? `طبقة عاكسة ${lensColourAr(tint.colour)} تصدّ مزيداً من الضوء قبل أن يصل إلى العين، وهي مثالية للشاطئ ورحلات الصحراء.`
            : `تخفّف العدسات ${definite(lensColourAr(tint.colour))} شدة السطوع بالتساوي دون أن تغيّر الألوان.`;
      const polar = m.polarized
        ? ' وتقلّل خاصية الاستقطاب الوهج المنعكس عن الماء والرمال والأبراج الزجاجية، فتبقى عيناك مرتاحتين في الرحلات الطويلة بالسيارة.'
        : '';
      return `${effect}${polar} وتحجب كل عدسة 100% من أشعة UVA وUVB فوق البنفسجية (UV400).`;
    }
    case 'Eyeglasses':
      if (tint.effect === 'Blue light filter')
        return 'تأتي هذه النظارة بعدسات شفافة تُرشّح الضوء الأزرق وتخفّف إجهاد العين خلال الجلسات الطويلة أمام الشاشات، ويمكن لأخصائيي البصريات لدينا استبدالها بعدسات وفق وصفتك الطبية.';
      if (tint.effect === 'Photochromic')
        return 'مزوّدة بعدسات فوتوكروميك تُعتم في الخارج خلال ثوانٍ وتعود شفافة في الداخل، فتكفيك نظارة واحدة في المكتب وفي موقف السيارات.';
      return 'تأتي بعدسات عرض شفافة، والإطار جاهز لعدسات وصفتك الطبية: يركّب لك أخصائيو البصريات لدينا عدسات أحادية البؤرة أو متعددة البؤر أو عدسات الضوء الأزرق.';
    case 'Clip-on':
      return `تتضمن المجموعة مشبكاً شمسياً قابلاً للرفع بعدسات ${lensColourAr(tint.colour)}${m.polarized ? ' مستقطبة' : ''} يحوّل الإطار الطبي إلى نظارة شمسية في ثانية: ارفعه في الداخل وأنزله في الخارج. ويستوعب الإطار الأساسي عدسات وصفتك الطبية.`;
    case 'Reading-glass':
      return `نظارة قراءة جاهزة بقوة من ${m.powers[0]} إلى ${m.powers[m.powers.length - 1]}، ${tint.effect === 'Blue light filter' ? 'بعدسات تُرشّح الضوء الأزرق للعمل على الشاشات' : 'بعدسات مضادة للانعكاس لقراءة واضحة للمطبوعات وقوائم الطعام'}. لست متأكداً من القوة المناسبة لك؟ ابدأ بالأقل، فمعظم الناس في منتصف الأربعينيات يبدؤون بقوة بين +1.00 و+1.50.`;
    case 'Safety-glass':
      return `تلتفّ العدسة المصنوعة من البولي كربونات مع واقيات جانبية مدمجة، وتستوفي معايير مقاومة الصدمات EN 166 وANSI Z87.1. وتحافظ الطبقة الصلبة المضادة للضباب والخدوش على رؤية واضحة في المستودعات والمختبرات ومواقع العمل${tint.id === 'amber' ? '، فيما يعزّز اللون الكهرماني التباين في الإضاءة الخافتة' : tint.id === 'smoke' ? '، فيما يخفّف اللون الدخاني وهج الشمس في الخارج' : ''}.`;
  }
}

function fitParagraph(m: FrameModel, frameSize: string, warranty: string): string {
  const who =
    m.ageGroup === 'kids'
      ? 'مصممة للأطفال من 6 إلى 10 سنوات، بمفصلات مرنة تناسب أيامهم المليئة بالنشاط.'
      : m.ageGroup === 'teens'
        ? 'بمقاس أضيق يناسب المراهقين والوجوه الصغيرة.'
        : m.gender === 'male'
          ? 'مصممة للرجال ذوي الوجوه المتوسطة إلى العريضة.'
          : m.gender === 'female'
            ? 'مصممة للنساء بقَصّة راقية وأنثوية.'
            : 'تصميم للجنسين يناسب معظم عروض الوجوه.';
  return `${who} المقاسات ${frameSize} (العدسة، الجسر، الذراع بالمليمتر). تأتي مع علبة ${m.brand.ar} وقطعة قماش للتنظيف، ويشملها ${warrantyAr(warranty)}.`;
}

function featureList(m: FrameModel, frameSize: string): string[] {
  const tint = TINTS[m.tint];
  const features = [
    `الإطار: ${materialAr(m.material)}، ${RIM_AR[m.rim]}`,
    `العدسة: ${[lensColourAr(tint.colour), LENS_EFFECT_AR[tint.effect]].filter(Boolean).join(' ')}`,
    `المقاس: ${frameSize}`,
  ];
  if (m.type !== 'Eyeglasses' && m.type !== 'Reading-glass') features.push('الحماية: UV400، تحجب 100% من أشعة UVA وUVB');
  if (m.polarized) features.push('عدسات مستقطبة');
  if (m.type === 'Safety-glass') features.push('معتمدة وفق EN 166 / ANSI Z87.1', 'طبقة صلبة مضادة للضباب');
  features.push(
    m.springHinges ? 'مفصلات زنبركية لثبات مريح' : m.material === 'acetate' ? 'مفصلات خماسية الحلقات' : 'مفصلات معزّزة',
  );
  if (m.brand.tier === 'luxury' || m.brand.tier === 'haute') features.push('شهادة أصالة');
  return features;
}

export function frameDescriptionAr(copy: FrameCopy, m: FrameModel, frameSize: string, warranty: string): string {
  return descriptionHtml([intro(copy, m), lensParagraph(m), fitParagraph(m, frameSize, warranty)], featureList(m, frameSize));
}

/** Contact lenses by how long one lasts, agreeing with عدسات: 'يومية', 'شهرية'. */
const SCHEDULES_AR: Readonly<Record<string, { adjective: string; after: string; every: string }>> = {
  '1 day': { adjective: 'يومية', after: 'يوم', every: 'كل يوم' },
  '2 weeks': { adjective: 'نصف شهرية', after: 'أسبوعين', every: 'كل أسبوعين' },
  '1 month': { adjective: 'شهرية', after: 'شهر', every: 'كل شهر' },
  '3 months': { adjective: 'ربع سنوية', after: 'ثلاثة أشهر', every: 'كل ثلاثة أشهر' },
  '1 year': { adjective: 'سنوية', after: 'سنة', every: 'كل سنة' },
};

function schedule(l: LensLine) {
  const words = SCHEDULES_AR[l.schedule ?? ''];
  if (!words) throw new Error(`No Arabic for the lens schedule ${l.schedule}`);
  return words;
}

export function lensDescriptionAr(l: LensLine): string {
  const brand = brandByName(l.brand).ar;
  const line = lensLineAr(l.line);
  if (l.kind === 'solution') {
    return descriptionHtml(
      [
        `${line} من ${brand} ينظّف العدسات اللاصقة اللينة ويشطفها ويعقّمها ويحفظها في خطوة واحدة، ويزيل ترسّبات البروتين والدهون اليومية.`,
        'افرك كل عدسة واشطفها لبضع ثوانٍ، ثم انقعها أربع ساعات على الأقل في محلول جديد. واستبدل علبة حفظ العدسات كل ثلاثة أشهر.',
      ],
      [
        `الحجم: ${l.volumeMl} مل`,
        'لجميع العدسات اللاصقة اللينة، بما فيها عدسات السيليكون هيدروجيل',
        'علبة حفظ العدسات مرفقة',
        `يُستعمل خلال ${countAr(90, NOUNS.day)} من فتح العبوة`,
      ],
    );
  }
  const { adjective, after, every } = schedule(l);
  const water = l.water ?? '';
  const features = [
    `العبوة: ${quantityAr(l.pack ?? '')}`,
    `انحناء القاعدة: ${l.baseCurves.join(' / ')}`,
    `القطر: ${l.diameter} مم`,
    `المحتوى المائي: ${water}`,
    `الاستبدال: ${every}`,
  ];
  if (l.uvBlocking) features.push('حجب الأشعة فوق البنفسجية من الفئة 1');
  return descriptionHtml(
    [
      l.kind === 'coloured'
        ? `عدسات ${brand} ${line} عدسات ملونة ${adjective} تغيّر لون عينيك أو تبرزه بتدرّج ناعم وطبيعي المظهر من الحلقة الخارجية للقزحية حتى البؤبؤ.`
        : `عدسات ${brand} ${line} عدسات لاصقة لينة ${adjective} صُممت لراحة تدوم طوال اليوم، بمحتوى مائي ${water} ونفاذية للأكسجين تبلغ Dk/t ${l.dk}.`,
      l.schedule === '1 day'
        ? 'زوج جديد ومعقّم كل صباح يعني لا تنظيف ولا محاليل: مثالية للسفر والرياضة والعيون الحساسة.'
        : `ارتدِها يومياً واستبدلها بعد ${after}، ونظّفها واحفظها ليلاً في محلول متعدد الاستخدامات.`,
      'احرص دائماً على شراء العدسات اللاصقة بوصفة طبية حديثة من أخصائي البصريات، وتأكّد من أن انحناء القاعدة والقطر يطابقان وصفتك.',
    ],
    features,
  );
}
