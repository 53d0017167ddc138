/**
 * Spectacle lens packages: the products the storefront adds beside a frame (issue 11). One product
 * per usage, an `Index` × `Coating` variant each, priced from lens-packages.json. They carry
 * `seo.hidden = 1`, Shopify's way of keeping a product out of search and sitemaps.
 */
import type { SeedContext } from './context.ts';
import { descriptionHtml } from './descriptions.ts';
import PACKAGES from './lens-packages.json' with { type: 'json' };
import type { SeedProduct } from './types.ts';
import { buildVariants, valueOf } from './variants.ts';
import type { Prng } from './prng.ts';

export const LENS_PRODUCT_TYPE = 'Lenses';
/** Made to order: the lab never runs out. */
const LENS_STOCK = 100_000;

const COATINGS = new Map(PACKAGES.coatings.map((c) => [c.name, c]));
const INDEX_AR: Record<string, string> = { '1.50': 'قياسية', '1.60': 'رفيعة', '1.67': 'رفيعة جدًا', '1.74': 'الأرفع' };
const INDEX_EN: Record<string, string> = { '1.50': 'standard', '1.60': 'thin', '1.67': 'ultra-thin', '1.74': 'thinnest' };

type LensPackage = (typeof PACKAGES.products)[number];

export function buildLensPackages(prng: Prng, ctx: SeedContext): SeedProduct[] {
  return PACKAGES.products.map((pkg) => buildPackage(prng.fork(pkg.handle), ctx, pkg));
}

function buildPackage(prng: Prng, ctx: SeedContext, pkg: LensPackage): SeedProduct {
  // Not every usage comes in every index: the JSON's union type has the missing ones as undefined.
  const indices = pkg.indices as Record<string, number>;
  const options = [
    { name: 'Index', values: Object.keys(indices) },
    { name: 'Coating', values: pkg.coatings },
  ];
  const skuBase = `LNS-${pkg.handle.replace('lenses-', '').toUpperCase().slice(0, 6)}`;
  const variants = buildVariants(
    {
      options,
      skuBase,
      price: (sel) => indices[valueOf(sel, 'Index')!]! + COATINGS.get(valueOf(sel, 'Coating')!)!.surcharge,
      compareAt: () => null,
      imageKey: () => null,
      soldOut: false,
    },
    prng,
    ctx.barcodes,
  ).map((variant) => ({
    ...variant,
    // The coatings' own codes: shortened names would make the two polarised tints one SKU.
    sku: `${skuBase}-${valueOf(variant.selectedOptions, 'Index')!.replace('.', '')}-${COATINGS.get(valueOf(variant.selectedOptions, 'Coating')!)!.sku}`,
    quantityAvailable: LENS_STOCK,
  }));
  const features = Object.keys(indices).map((index) => `Index ${index}: ${INDEX_EN[index]}`);
  const product: SeedProduct = {
    handle: pkg.handle,
    title: pkg.title,
    descriptionHtml: descriptionHtml([pkg.description], [...features, 'Anti-reflective coating included']),
    vendor: 'Nazzara',
    productType: LENS_PRODUCT_TYPE,
    tags: [LENS_PRODUCT_TYPE],
    options,
    variants,
    images: [],
    videos: [],
    metafields: [{ namespace: 'seo', key: 'hidden', type: 'number_integer', value: '1' }],
    createdAt: ctx.nextCreatedAt(),
  };
  return {
    ...product,
    translations: {
      ar: {
        title: pkg.titleAr,
        descriptionHtml: descriptionHtml(
          [pkg.descriptionAr],
          [...Object.keys(indices).map((index) => `مؤشر الانكسار ${index}: ${INDEX_AR[index]}`), 'طبقة مضادة للانعكاس مشمولة'],
        ),
        optionNames: { Index: 'مؤشر الانكسار', Coating: 'الطلاء' },
        optionValues: {
          Index: Object.fromEntries(Object.keys(indices).map((index) => [index, `${index} ${INDEX_AR[index]}`])),
          Coating: Object.fromEntries(pkg.coatings.map((name) => [name, COATINGS.get(name)!.ar])),
        },
        metafields: {},
        imageAlts: {},
      },
    },
  };
}
