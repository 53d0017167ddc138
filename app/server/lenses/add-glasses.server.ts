import { msg } from '@lingui/core/macro';
import crypto from 'node:crypto';
import { i18nFor } from '~/i18n/catalogs.server';
import type { CartActionResult } from '~/lib/cart/action-result';
import { ATTRIBUTE, lensLineAttributes } from '~/lib/prescription/attributes';
import { checkLensChoice, type LensChoiceErrors } from '~/lib/prescription/lens-choice';
import type { NewLine } from '../cart/cart-api.server';
import { addLinesIntent } from '../cart/cart-action.server';
import type { ShopperCart } from '../cart/cart-session.server';
import type { Asker } from '../prescriptions/owner.server';
import { keepPrescription } from './keep-prescription.server';
import type { LensOffer } from './lens-offer.server';
import { postedOnFile } from './on-file.server';

export type AddGlassesResult =
  { ok: true; result: CartActionResult } | { ok: false; errors: LensChoiceErrors & { variant?: string } };

/**
 * Adds a pair of glasses (issue 11). The server decides what goes in the cart from the choices:
 * the frame variant must be this product's and for sale, the lens variant comes from the usage,
 * index and coating, the prescription is checked with the same rules as the page. The browser never
 * sends a price or a lens variant. An upload or a saved prescription is read again for `who` (the
 * shopper asking): someone else's, or an unknown id, is refused. The frame and its lenses go in one
 * cartLinesAdd, tied by `_pair`; a ticked 'Save this prescription' then keeps the entered one.
 */
export async function addGlasses(
  shopper: ShopperCart,
  who: Asker,
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
  const onFile = await postedOnFile(shopper.context, who, values);
  const checked = checkLensChoice(values, offer.frame.productType, offer.lensProducts, i18n, onFile, today);
  if (!checked.ok) return checked;
  const { lens, source, save } = checked.choice;
  if (!lens) return { ok: true, result: await addLinesIntent(shopper, [{ merchandiseId: frame.id, quantity: 1 }]) };
  const pairId = crypto.randomUUID();
  const lines: NewLine[] = [
    { merchandiseId: frame.id, quantity: 1, attributes: [{ key: ATTRIBUTE.pair, value: pairId }] },
    { merchandiseId: lens.id, quantity: 1, attributes: lensLineAttributes(pairId, source) },
  ];
  const result = await addLinesIntent(shopper, lines);
  if (result.ok && !result.soldOut && save && source?.kind === 'entered' && who.customerId) {
    result.toasts.push(await keepPrescription(shopper.context, i18n, who.customerId, source.prescription));
  }
  return { ok: true, result };
}
