import { msg } from '@lingui/core/macro';
import crypto from 'node:crypto';
import { i18nFor } from '~/i18n/catalogs.server';
import type { CartActionResult } from '~/lib/cart/action-result';
import { ATTRIBUTE, lensLineAttributes } from '~/lib/prescription/attributes';
import { checkLensChoice, type LensChoiceErrors } from '~/lib/prescription/lens-choice';
import type { NewLine } from '../cart/cart-api.server';
import { addLinesIntent } from '../cart/cart-action.server';
import type { ShopperCart } from '../cart/cart-session.server';
import type { LensOffer } from './lens-offer.server';

export type AddGlassesResult = { ok: true; result: CartActionResult } | { ok: false; errors: LensChoiceErrors & { variant?: string } };

/**
 * Adds a pair of glasses (issue 11). The server decides what goes in the cart from the choices:
 * the frame variant must be this product's and for sale, the lens variant comes from the usage,
 * index and coating, the prescription is checked with the same rules as the page. The browser never
 * sends a price or a lens variant. The frame and its lenses go in one cartLinesAdd, tied by `_pair`.
 */
export async function addGlasses(
  shopper: ShopperCart,
  offer: LensOffer,
  values: Record<string, unknown>,
  today?: Date,
): Promise<AddGlassesResult> {
  const i18n = i18nFor(shopper.context.language);
  const variantId = typeof values.variant === 'string' ? values.variant : '';
  const frame = offer.frame.variants.find((variant) => variant.id === variantId);
  if (!frame || !frame.availableForSale) {
    return { ok: false, errors: { variant: i18n._(msg`This frame is not available. Please choose another colour or size.`) } };
  }
  const checked = checkLensChoice(values, offer.frame.productType, offer.lensProducts, i18n, today);
  if (!checked.ok) return checked;
  const { lens, source } = checked.choice;
  if (!lens) return { ok: true, result: await addLinesIntent(shopper, [{ merchandiseId: frame.id, quantity: 1 }]) };
  const pairId = crypto.randomUUID();
  const lines: NewLine[] = [
    { merchandiseId: frame.id, quantity: 1, attributes: [{ key: ATTRIBUTE.pair, value: pairId }] },
    { merchandiseId: lens.id, quantity: 1, attributes: lensLineAttributes(pairId, source) },
  ];
  return { ok: true, result: await addLinesIntent(shopper, lines) };
}

