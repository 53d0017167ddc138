/**
 * Who makes what. A brand's tier sets its price ranges; `code` is the prefix of its (invented)
 * model numbers, styled the way each house numbers its frames; `sunShare` tilts sport and
 * sun-first houses towards sunglasses and optical houses towards eyeglasses.
 */

export type Tier = 'value' | 'premium' | 'luxury' | 'haute';
export type BrandKind = 'frame' | 'contact' | 'reading' | 'safety';

export interface Brand {
  name: string;
  ar: string;
  code: string;
  kind: BrandKind;
  tier: Tier;
  country: string;
  manufacturer: string;
  /** Sunglasses + eyeglasses products of a frame brand. */
  frameCount: number;
  sunShare: number;
}

type Row = [
  name: string,
  ar: string,
  code: string,
  tier: Tier,
  country: string,
  manufacturer: string,
  frameCount: number,
  sunShare: number,
];

const FRAME_ROWS: Row[] = [
  ['Dolce & Gabbana', 'دولتشي آند غابانا', 'DG', 'luxury', 'Italy', 'Luxottica', 4, 0.6],
  ['Burberry', 'بربري', 'BE', 'luxury', 'Italy', 'Luxottica', 4, 0.5],
  ['Gucci', 'غوتشي', 'GG', 'luxury', 'Italy', 'Kering Eyewear', 4, 0.6],
  ['Tiffany & Co.', 'تيفاني آند كو', 'TF', 'luxury', 'Italy', 'Luxottica', 4, 0.5],
  ['Vogue Eyewear', 'فوغ آيوير', 'VO', 'value', 'China', 'Luxottica', 4, 0.5],
  ['Armani Exchange', 'أرماني إكستشينج', 'AX', 'value', 'China', 'Luxottica', 4, 0.5],
  ['Versace', 'فيرساتشي', 'VE', 'luxury', 'Italy', 'Luxottica', 4, 0.6],
  ['Ray-Ban', 'راي بان', 'RB', 'premium', 'Italy', 'Luxottica', 4, 0.6],
  ['Prada', 'برادا', 'PR', 'luxury', 'Italy', 'Luxottica', 4, 0.5],
  ['Oakley', 'أوكلي', 'OO', 'premium', 'United States', 'Oakley Inc.', 4, 0.8],
  ['Amara', 'أمارا', 'AM', 'premium', 'Italy', 'Amara Eyewear', 4, 0.5],
  ['Michael Kors', 'مايكل كورس', 'MK', 'premium', 'China', 'Luxottica', 4, 0.5],
  ['Emporio Armani', 'إمبوريو أرماني', 'EA', 'premium', 'Italy', 'Luxottica', 3, 0.5],
  ['Giorgio Armani', 'جورجيو أرماني', 'AR', 'luxury', 'Italy', 'Luxottica', 3, 0.4],
  ['Miu Miu', 'ميو ميو', 'MU', 'luxury', 'Italy', 'Luxottica', 3, 0.7],
  ['Persol', 'برسول', 'PO', 'premium', 'Italy', 'Luxottica', 3, 0.6],
  ['Oliver Peoples', 'أوليفر بيبلز', 'OV', 'luxury', 'Japan', 'Luxottica', 3, 0.3],
  ['Tom Ford', 'توم فورد', 'FT', 'luxury', 'Italy', 'Marcolin', 3, 0.5],
  ['Carrera', 'كاريرا', 'CA', 'value', 'China', 'Safilo Group', 3, 0.7],
  ['Police', 'بوليس', 'SPL', 'value', 'China', 'De Rigo Vision', 2, 0.6],
  ['Hugo Boss', 'هوغو بوس', 'BOSS', 'premium', 'China', 'Safilo Group', 3, 0.4],
  ['Polaroid', 'بولارويد', 'PLD', 'value', 'China', 'Safilo Group', 2, 1],
  ['Coach', 'كوتش', 'HC', 'premium', 'China', 'Luxottica', 2, 0.5],
  ['Chloé', 'كلوي', 'CH', 'luxury', 'Italy', 'Kering Eyewear', 3, 0.7],
  ['Fendi', 'فندي', 'FE', 'luxury', 'Italy', 'Thélios', 3, 0.6],
  ['Saint Laurent', 'سان لوران', 'SL', 'luxury', 'Italy', 'Kering Eyewear', 3, 0.6],
  ['Cartier', 'كارتييه', 'CT', 'haute', 'France', 'Kering Eyewear', 4, 0.5],
  ['Maui Jim', 'ماوي جيم', 'MJ', 'premium', 'Japan', 'Kering Eyewear', 2, 1],
  ['Arnette', 'أرنيت', 'AN', 'value', 'China', 'Luxottica', 2, 1],
  ['Swarovski', 'سواروفسكي', 'SK', 'premium', 'Italy', 'Luxottica', 2, 0.5],
  ['Jimmy Choo', 'جيمي تشو', 'JC', 'luxury', 'Italy', 'Safilo Group', 2, 0.6],
  ['Lacoste', 'لاكوست', 'L', 'value', 'China', 'Marchon Eyewear', 3, 0.5],
  ['Guess', 'جس', 'GU', 'value', 'China', 'Marcolin', 2, 0.5],
  ['Tommy Hilfiger', 'تومي هيلفيغر', 'TH', 'value', 'China', 'Safilo Group', 2, 0.5],
  ['Calvin Klein', 'كالفن كلاين', 'CK', 'value', 'China', 'Marchon Eyewear', 2, 0.4],
  ['Silhouette', 'سيلويت', 'SH', 'premium', 'Austria', 'Silhouette International', 2, 0],
  ['Moscot', 'موسكوت', 'MS', 'premium', 'Italy', 'Moscot', 2, 0.3],
];

type SmallRow = [name: string, ar: string, code: string, country: string, manufacturer: string];

const CONTACT_ROWS: SmallRow[] = [
  ['Acuvue', 'أكيوفيو', 'ACV', 'Ireland', 'Johnson & Johnson Vision'],
  ['Air Optix', 'إير أوبتكس', 'AOX', 'Germany', 'Alcon'],
  ['Dailies', 'ديليز', 'DLS', 'Germany', 'Alcon'],
  ['Biofinity', 'بايوفينيتي', 'BIO', 'United Kingdom', 'CooperVision'],
  ['Bausch + Lomb', 'بوش آند لومب', 'BL', 'United States', 'Bausch + Lomb'],
  ['FreshLook', 'فريش لوك', 'FL', 'United States', 'Alcon'],
  ['Bella', 'بيلا', 'BEL', 'South Korea', 'Bella Contact Lenses'],
  ['Desio', 'ديسيو', 'DES', 'South Korea', 'Desio Lenses'],
  ['Anesthesia', 'أنستيجيا', 'ANS', 'South Korea', 'Anesthesia Lenses'],
  ['Solotica', 'سولوتيكا', 'SOL', 'Brazil', 'Solótica'],
];

const READING_ROWS: SmallRow[] = [
  ['Foster Grant', 'فوستر غرانت', 'FG', 'China', 'FGX International'],
  ['Izipizi', 'إيزيبيزي', 'IZP', 'China', 'Izipizi'],
  ['Peepers', 'بيبرز', 'PPR', 'China', 'Peepers by PeeperSpecs'],
];

const SAFETY_ROWS: SmallRow[] = [
  ['3M', 'ثري إم', 'SF', 'United States', '3M Company'],
  ['Uvex', 'يوفكس', 'UVX', 'Germany', 'Uvex Safety Group'],
  ['Honeywell', 'هانيويل', 'HON', 'United States', 'Honeywell Safety Products'],
  ['Bollé Safety', 'بولي سيفتي', 'BOS', 'France', 'Bollé Brands'],
];

function fromSmall(kind: BrandKind, tier: Tier) {
  return ([name, ar, code, country, manufacturer]: SmallRow): Brand => ({
    name,
    ar,
    code,
    kind,
    tier,
    country,
    manufacturer,
    frameCount: 0,
    sunShare: 0,
  });
}

export const FRAME_BRANDS: readonly Brand[] = FRAME_ROWS.map(
  ([name, ar, code, tier, country, manufacturer, frameCount, sunShare]) => ({
    name,
    ar,
    code,
    kind: 'frame',
    tier,
    country,
    manufacturer,
    frameCount,
    sunShare,
  }),
);
export const CONTACT_BRANDS: readonly Brand[] = CONTACT_ROWS.map(fromSmall('contact', 'value'));
export const READING_BRANDS: readonly Brand[] = READING_ROWS.map(fromSmall('reading', 'value'));
export const SAFETY_BRANDS: readonly Brand[] = SAFETY_ROWS.map(fromSmall('safety', 'value'));

const ALL_BRANDS = [...FRAME_BRANDS, ...CONTACT_BRANDS, ...READING_BRANDS, ...SAFETY_BRANDS];

export function brandByName(name: string): Brand {
  const brand = ALL_BRANDS.find((b) => b.name === name);
  if (!brand) throw new Error(`Unknown brand ${name}`);
  return brand;
}
