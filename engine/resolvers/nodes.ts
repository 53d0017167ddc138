/**
 * `node` and `nodes`: catalog and content objects by global id, and an order when its gid carries
 * the order's key (as Shopify's order ids do). Other types answer null.
 */
import type { EngineContext } from '../graphql/context.ts';
import { resolver, type RootResolver } from '../graphql/resolver.ts';
import { orderView, orderWithLines } from '../customer/orders.ts';
import { parseGid } from '../ids.ts';
import { collectionView } from './collections.ts';
import { menuByHandle, pageAsPolicy, pageView } from './content.ts';
import { mediaImageView, videoView } from './images.ts';
import { metafieldView, metaobjectView } from './metafields.ts';
import { productView, variantView } from './product-view.ts';

function nodeById(id: string, ctx: EngineContext): unknown {
  const parsed = parseGid(id);
  // Nine digits at most, as numericId: the tables' ids are 32-bit; a longer one names nothing.
  if (!parsed || !/^\d{1,9}$/.test(parsed.id)) return null;
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
      return metaobject ? metaobjectView(metaobject, ctx) : null;
    }
    case 'Collection': {
      const collection = catalog.collectionsById.get(n);
      return collection ? collectionView(collection, ctx) : null;
    }
    case 'Page': {
      const page = catalog.pagesById.get(n);
      return page ? pageView(page, ctx) : null;
    }
    case 'ShopPolicy': {
      const page = catalog.pagesById.get(n);
      return page ? pageAsPolicy(page, ctx) : null;
    }
    case 'Menu': {
      const menu = [...catalog.menusByHandle.values()].find((m) => m.id === n);
      return menu ? menuByHandle(menu.handle, ctx) : null;
    }
    case 'Order':
      return orderByKeyedId(n, parsed.params.get('key'), ctx);
    case 'Metafield': {
      const metafield = catalog.metafieldsById.get(n);
      return metafield ? metafieldView(metafield, ctx) : null;
    }
    case 'MediaImage': {
      // A file of the shop's Files, else a product image as its product's media shows it.
      const image = catalog.filesById.get(n) ?? catalog.imagesById.get(n);
      return image ? mediaImageView(image, ctx) : null;
    }
    case 'Video': {
      const video = catalog.videosById.get(n);
      return video ? videoView(video, catalog.productsById.get(video.productId)!, ctx) : null;
    }
    default:
      return null;
  }
}

async function orderByKeyedId(id: number, key: string | null, ctx: EngineContext) {
  if (!key) return null;
  const order = await orderWithLines(ctx.db, id);
  return order && order.secretKey === key ? orderView(order, ctx) : null;
}

export const nodeResolvers: Record<string, RootResolver> = {
  node: resolver<{ id: string }>(({ id }, ctx) => nodeById(id, ctx)),
  nodes: resolver<{ ids: string[] }>(({ ids }, ctx) => ids.map((id) => nodeById(id, ctx))),
};
