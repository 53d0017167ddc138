/**
 * A large catalog for the search bench: the seed catalog's products copied with new model numbers
 * (and new handles, SKUs and image keys) until there are `size` of them. The originals come first,
 * so the demo customer's orders still point at real products. Deterministic.
 */
import { generateCatalog } from '../engine/seed/catalog/index.ts';
import type { SeedCatalog, SeedProduct } from '../engine/seed/catalog/types.ts';

/** Every number in a text moved by `shift`, keeping its width: 'RB1369' → 'RB1406'. */
function renumber(text: string, shift: number): string {
  return text.replace(/\d{3,}/g, (digits) => String((Number(digits) + shift) % 10 ** digits.length).padStart(digits.length, '0'));
}

function copy(product: SeedProduct, n: number): SeedProduct {
  const shift = n * 37;
  const suffix = `-c${n}`;
  return {
    ...product,
    handle: product.handle + suffix,
    title: renumber(product.title, shift),
    images: product.images.map((image) => ({ ...image, key: image.key + suffix })),
    variants: product.variants.map((variant) => ({
      ...variant,
      sku: variant.sku + suffix,
      imageKey: variant.imageKey === null ? null : variant.imageKey + suffix,
    })),
    videos: [],
    metafields: product.metafields.map((field) =>
      'value' in field && field.key === 'arabic_name' ? { ...field, value: renumber(field.value, shift) } : field,
    ),
  };
}

export function largeCatalog(size: number): SeedCatalog {
  const seed = generateCatalog();
  const products: SeedProduct[] = [];
  for (let n = 0; products.length < size; n++) {
    for (const product of seed.products) {
      if (products.length === size) break;
      products.push(n === 0 ? product : copy(product, n));
    }
  }
  return { products, customers: seed.customers };
}
