/**
 * The deterministic seed catalog: ~165 eyewear products and the demo customer. Same seed, same
 * catalog, byte for byte: the engine seeds its database from it, and image URLs stay stable.
 */
import { SeedContext } from './context.ts';
import { buildCustomers } from './customers.ts';
import { buildFrameProduct } from './frames.ts';
import { planFrames } from './frames-plan.ts';
import type { ImageSpec } from './image-specs.ts';
import { LENS_LINES } from './lens-lines.ts';
import { buildLensProduct } from './lenses.ts';
import { buildLensPackages } from './lens-packages.ts';
import { Prng } from './prng.ts';
import type { SeedCatalog, SeedProduct, SeedVideo } from './types.ts';

export type * from './types.ts';
export { DEMO_EMAIL, DEMO_PASSWORD } from './customers.ts';
export { HOME_GRID_VENDORS } from './vocabulary.ts';
export { PRICE_BANDS } from './pricing.ts';
export { LENS_PRODUCT_TYPE } from './lens-packages.ts';

const SEED = 20260301;

/** Vendors whose first sunglasses get a short product video. */
const VIDEO_VENDORS = ['Ray-Ban', 'Oakley', 'Gucci', 'Prada', 'Tiffany & Co.'];

export interface BuiltSeed {
  catalog: SeedCatalog;
  imageSpecs: ReadonlyMap<string, ImageSpec>;
}

export function buildSeed(): BuiltSeed {
  const root = new Prng(SEED);
  const ctx = new SeedContext();
  const frames = planFrames(root.fork('plan')).map((model, i) => buildFrameProduct(root.fork(`frame-${i}`), ctx, model));
  const lenses = LENS_LINES.map((line, i) => buildLensProduct(root.fork(`lens-${i}`), ctx, line));
  // Last, so adding them kept every earlier product's id.
  const lensPackages = buildLensPackages(root.fork('lens-packages'), ctx);
  const products = [...frames, ...lenses, ...lensPackages];
  addVideos(products);
  return { catalog: { products, customers: buildCustomers(products) }, imageSpecs: ctx.imageSpecs };
}

export function generateCatalog(): SeedCatalog {
  return buildSeed().catalog;
}

function addVideos(products: SeedProduct[]): void {
  for (const vendor of VIDEO_VENDORS) {
    const product = products.find((p) => p.vendor === vendor && p.productType === 'Sunglasses');
    const preview = product?.images[0];
    if (!product || !preview) continue;
    product.videos.push(video(product.handle, preview.key));
  }
}

function video(handle: string, previewImageKey: string): SeedVideo {
  return {
    previewImageKey,
    sources: [
      { url: `/cdn/shop/videos/${handle}.mp4`, format: 'mp4', mimeType: 'video/mp4', width: 1280, height: 720 },
      { url: `/cdn/shop/videos/${handle}.webm`, format: 'webm', mimeType: 'video/webm', width: 1280, height: 720 },
    ],
  };
}
