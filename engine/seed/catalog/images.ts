/**
 * Renders a catalog image from its key alone. The specs come from one generation run, built on
 * first use and kept: the catalog is deterministic, so the map never goes stale.
 */
import type { ImageSpec } from './image-specs.ts';
import { buildSeed } from './index.ts';
import { renderFrame } from './render-frame.ts';
import { renderPack } from './render-pack.ts';
import { renderTryOn } from './render-try-on.ts';

export type { ImageSpec } from './image-specs.ts';
export { IMAGE_HEIGHT, IMAGE_WIDTH } from './image-specs.ts';

let specs: ReadonlyMap<string, ImageSpec> | null = null;

/** Every image key of the catalog with what it shows. */
export function seedImageSpecs(): ReadonlyMap<string, ImageSpec> {
  specs ??= buildSeed().imageSpecs;
  return specs;
}

/** The SVG document for a catalog image key, or null for a key the catalog does not have. */
export function renderSeedImage(key: string): string | null {
  const spec = seedImageSpecs().get(key);
  if (!spec) return null;
  return renderImageSpec(spec);
}

export function renderImageSpec(spec: ImageSpec): string {
  switch (spec.kind) {
    case 'frame':
      return renderFrame(spec);
    case 'pack':
      return renderPack(spec);
    case 'try-on':
      return renderTryOn(spec);
  }
}
