/**
 * State shared by the product builders during one generation run: the barcode counter, the
 * image specs collected for the renderer, and the clock that hands out creation dates.
 */
import type { ImageSpec } from './image-specs.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './image-specs.ts';
import type { SeedImage } from './types.ts';
import { BarcodeIssuer } from './variants.ts';

/** Products appear as if added every 31 hours from this fixed start, so 'newest' sorting is stable. */
const CATALOG_START = Date.UTC(2025, 6, 1, 8, 0, 0);

export class SeedContext {
  readonly barcodes = new BarcodeIssuer('6291');
  readonly imageSpecs = new Map<string, ImageSpec>();
  private products = 0;

  nextCreatedAt(): string {
    const at = new Date(CATALOG_START + this.products * 31 * 3600 * 1000);
    this.products += 1;
    return at.toISOString();
  }

  /** Records what to draw under `key`; studio shots are 1200x900, other pictures give their size. */
  addImage(key: string, spec: ImageSpec, size = { width: IMAGE_WIDTH, height: IMAGE_HEIGHT }): SeedImage {
    if (this.imageSpecs.has(key)) throw new Error(`Duplicate image key ${key}`);
    this.imageSpecs.set(key, spec);
    return { key, altText: spec.title, ...size };
  }
}
