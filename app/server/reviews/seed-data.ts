/**
 * Sample reviews for the seeded shop: short, realistic, mostly English with some Arabic (the shop's
 * shoppers are mainly in the UAE). Picked per product by a hash of its handle, so a reseed of the
 * same catalog always gives the same reviews.
 */
export interface SampleReview {
  rating: number;
  title: string;
  body: string;
  lang: 'en' | 'ar';
}

export const SAMPLE_REVIEWS: SampleReview[] = [
  {
    rating: 5,
    lang: 'en',
    title: 'Perfect fit',
    body: 'Fits my face really well and the lenses are crystal clear. Delivery to Dubai took one day.',
  },
  {
    rating: 4.5,
    lang: 'en',
    title: 'Great quality for the price',
    body: 'Solid hinges and a nice case. The frame is a little heavier than I expected, but very comfortable.',
  },
  {
    rating: 4,
    lang: 'en',
    title: 'Very happy',
    body: 'Looks exactly like the photos. I wear them every day for driving and the glare is gone.',
  },
  { rating: 5, lang: 'ar', title: 'ممتازة جداً', body: 'جودة عالية وتوصيل سريع إلى أبوظبي. أنصح بها بشدة.' },
  {
    rating: 3.5,
    lang: 'en',
    title: 'Good, not great',
    body: 'Nice design, but the nose pads needed adjusting at an optician before they sat right.',
  },
  { rating: 3, lang: 'en', title: 'Average', body: 'They do the job. The colour is a bit darker in person than on the website.' },
  { rating: 4, lang: 'ar', title: 'تصميم أنيق', body: 'النظارة خفيفة ومريحة، لكن العلبة كانت صغيرة قليلاً.' },
  {
    rating: 5,
    lang: 'en',
    title: 'Second pair from Nazzara',
    body: 'Ordered a second pair for my wife. Authentic, well packed, and customer care answered within an hour.',
  },
  {
    rating: 2,
    lang: 'en',
    title: 'Too tight for me',
    body: 'The temples press behind my ears after an hour. Quality seems fine, just not my size.',
  },
  { rating: 4.5, lang: 'en', title: 'Stylish and light', body: 'I forget I am wearing them. Got lots of compliments at work.' },
  {
    rating: 1,
    lang: 'en',
    title: 'Arrived scratched',
    body: 'The left lens had a small scratch. Support arranged an exchange, but it took a week.',
  },
  { rating: 5, lang: 'ar', title: 'أفضل شراء هذا العام', body: 'العدسات واضحة جداً والإطار قوي. سأطلب مرة أخرى بالتأكيد.' },
  { rating: 3, lang: 'ar', title: 'جيدة', body: 'المنتج جيد لكن التوصيل تأخر يوماً واحداً عن الموعد.' },
  {
    rating: 4,
    lang: 'en',
    title: 'Comfortable all day',
    body: 'Wore them through a long flight and a day in the sun. No headaches, no pressure marks.',
  },
];

export const SAMPLE_NAMES: Record<SampleReview['lang'], string[]> = {
  en: ['Sarah M.', 'James K.', 'Priya S.', 'Omar H.', 'Emily R.', 'Daniel T.', 'Aisha B.', 'Michael P.'],
  ar: ['فاطمة', 'أحمد', 'مريم', 'خالد', 'نورة', 'يوسف'],
};
