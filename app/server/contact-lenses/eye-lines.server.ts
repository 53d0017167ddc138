import { msg } from '@lingui/core/macro';
import { eyeChoicesFromForm, eyeLines, type EyeLinesResult } from '~/lib/contact-lenses/eyes';
import { readLensSupply } from '~/lib/contact-lenses/supply';
import type { ShopperCart } from '../cart/cart-session.server';
import { ProductQuery } from '../storefront/documents/products';

const NOT_PER_EYE = msg`This product is not sold per eye.`;

/**
 * Contact lenses per eye (issue 11): the lines a per-eye post may add, decided here. The product
 * must be a contact lens (its boxes carry the supply facts); each eye's variant is found from the
 * posted options among this product's own variants, in the shopper's market and language (the
 * option values the page showed); then `eyeLines` checks the eyes, boxes and stock.
 */
export async function eyeOrderLines(shopper: ShopperCart, form: FormData): Promise<EyeLinesResult> {
  const handle = form.get('product');
  if (typeof handle !== 'string' || !handle) return { ok: false, message: NOT_PER_EYE };
  const { product } = await shopper.context.storefront.query(ProductQuery, { variables: { handle }, ...shopper.options });
  const variants = product?.variants.nodes ?? [];
  if (!variants.some((variant) => readLensSupply(variant.lensesPerBox?.value, variant.replacementSchedule?.value))) {
    return { ok: false, message: NOT_PER_EYE };
  }
  const options = product!.options.map((option) => ({
    name: option.name,
    values: option.optionValues.map((value) => value.name),
  }));
  return eyeLines(
    variants.map((variant) => ({
      id: variant.id,
      availableForSale: variant.availableForSale,
      quantityAvailable: variant.quantityAvailable ?? 0,
    })),
    eyeChoicesFromForm(form, options, variants),
  );
}
