import type { AppLoadContext } from 'react-router';
import { STOREFRONT_LANGUAGE } from '~/i18n/languages';
import type { Market } from '~/lib/markets';
import { takesLenses, type FrameType } from '~/lib/prescription/frame-types';
import { usagesFor, type LensProduct, type UsageId } from '~/lib/prescription/lens-offer';
import { ProductQuery } from '../storefront/documents/products';
import { getLensProducts } from './lens-products.server';

/**
 * What the 'Select lenses' steps need for one frame (issue 11): the frame's variants with their
 * prices, the usages its type offers and the lens packages that price them, all in the market's
 * currency. Null when the product is not a frame that takes prescription lenses.
 */
export interface LensOffer {
  frame: {
    handle: string;
    title: string;
    productType: FrameType;
    imageUrl: string | null;
    variants: { id: string; title: string; price: string; currencyCode: string; availableForSale: boolean }[];
  };
  usages: UsageId[];
  lensProducts: LensProduct[];
}

export async function loadLensOffer(
  context: AppLoadContext,
  market: Market,
  handle: string,
  signal?: AbortSignal,
): Promise<LensOffer | null> {
  const [{ product }, lensProducts] = await Promise.all([
    context.storefront.query(ProductQuery, {
      variables: { handle },
      country: market.country,
      language: STOREFRONT_LANGUAGE[context.language],
      signal,
    }),
    getLensProducts(context.storefront, market.country),
  ]);
  if (!product || !takesLenses(product.productType)) return null;
  const usages = usagesFor(product.productType);
  return {
    frame: {
      handle: product.handle,
      title: product.title,
      productType: product.productType,
      imageUrl: product.featuredImage?.url ?? null,
      variants: product.variants.nodes.map((variant) => ({
        id: variant.id,
        title: variant.title,
        price: variant.price.amount,
        currencyCode: variant.price.currencyCode,
        availableForSale: variant.availableForSale,
      })),
    },
    usages: usages.map((usage) => usage.id),
    lensProducts: lensProducts.filter((lens) => usages.some((usage) => usage.product === lens.handle)),
  };
}
