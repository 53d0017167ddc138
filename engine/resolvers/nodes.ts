/** `node` and `nodes`: catalog objects by global id (other types answer null). */
import type { EngineContext } from '../graphql/context.ts';
import { resolver, type RootResolver } from '../graphql/resolver.ts';
import { parseGid } from '../ids.ts';
import { mediaImageView, mediaViews } from './images.ts';
import { metafieldView, metaobjectView } from './metafields.ts';
import { productView, variantView } from './product-view.ts';

function nodeById(id: string, ctx: EngineContext): unknown {
  const parsed = parseGid(id);
  if (!parsed || !/^\d+$/.test(parsed.id)) return null;
  const n = Number(parsed.id);
  const { catalog } = ctx;
  switch (parsed.type) {
    case 'Product': {
      const product = catalog.productsById.get(n);
      return product ? productView(product, ctx) : null;
    }
    case 'ProductVariant': {
      const variant = catalog.variantsById.get(n);
      return variant ? variantView(variant, ctx) : null;
    }
    case 'Metaobject': {
      const metaobject = catalog.metaobjectsById.get(n);
      return metaobject ? metaobjectView(metaobject) : null;
    }
    case 'Metafield': {
      const metafield = catalog.metafieldsById.get(n);
      return metafield ? metafieldView(metafield, ctx) : null;
    }
    case 'MediaImage':
    case 'Video': {
      const file = parsed.type === 'MediaImage' ? catalog.filesById.get(n) : undefined;
      if (file) return mediaImageView(file, ctx);
      const owner = parsed.type === 'MediaImage' ? catalog.imagesById.get(n)?.productId : undefined;
      const products = owner !== undefined ? [catalog.productsById.get(owner)!] : catalog.products;
      for (const product of products) {
        const found = mediaViews(product, ctx).find((media) => media.id === id);
        if (found) return found;
      }
      return null;
    }
    default:
      return null;
  }
}

export const nodeResolvers: Record<string, RootResolver> = {
  node: resolver<{ id: string }>(({ id }, ctx) => nodeById(id, ctx)),
  nodes: resolver<{ ids: string[] }>(({ ids }, ctx) => ids.map((id) => nodeById(id, ctx))),
};
