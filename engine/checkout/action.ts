/**
 * Placing an order, in ONE transaction: lock the cart row, take each line's units from stock
 * with a conditional UPDATE (`quantity >= n`, so two buyers of the last unit cannot both win),
 * write the order and its lines, and complete the cart. Any sold-out line rolls everything back.
 */
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { Catalog } from '../catalog/cache.ts';
import { currencyForCountry } from '../countries.ts';
import { normaliseAddress } from '../customer/address.ts';
import { cartLines, carts, customers, orderLines, orders, variants } from '../db/schema.ts';
import { defaultText } from '../i18n/catalogues.ts';
import { fromFils, pricingFor, type Rates } from '../money.ts';
import type { CheckoutValues } from './form.ts';
import { seenCart } from './seen-cart.ts';
import type { ShippingMethod } from './shipping.ts';

export type PlaceOrderResult =
  | { kind: 'placed'; orderId: number; orderNumber: number }
  /** The variants that could not be served in the quantity asked. */
  | { kind: 'sold-out'; variantIds: number[] }
  | { kind: 'cart-closed' }
  | { kind: 'empty' }
  /** The cart is no longer what the page showed (`seenCart`): nothing was taken or written. */
  | { kind: 'changed' }
  /** A total past what an order's amount columns hold (32-bit minor units): lens packages by the thousand. */
  | { kind: 'too-large' };

/** The largest amount, in minor units, an order's subtotal and total columns hold. */
const MAX_ORDER_MINOR = 2 ** 31 - 1;

class TooLarge extends Error {}

class SoldOut extends Error {
  constructor(readonly variantIds: number[]) {
    super('sold out');
  }
}

export interface PlaceOrderInput {
  cartId: number;
  values: CheckoutValues;
  shipping: ShippingMethod;
  /**
   * What the checkout page showed of the cart (`seenCart`). The page always sends it; a post
   * without it (a script, which saw no page) pays for the cart as it is.
   */
  seen: string | null;
}

export async function placeOrder(
  db: Database,
  catalog: Catalog,
  rates: Rates,
  input: PlaceOrderInput,
): Promise<PlaceOrderResult> {
  try {
    return await db.transaction(async (tx) => {
      const [cart] = await tx
        .select()
        .from(carts)
        .where(and(eq(carts.id, input.cartId), isNull(carts.completedAt)))
        .for('update');
      if (!cart) return { kind: 'cart-closed' } as const;
      const lines = (await tx.select().from(cartLines).where(eq(cartLines.cartId, cart.id)).orderBy(asc(cartLines.id))).filter(
        (line) => catalog.variantsById.has(line.variantId),
      );
      if (lines.length === 0) return { kind: 'empty' } as const;
      const pricing = pricingFor(currencyForCountry(cart.countryCode), rates);
      const priced = lines.map((line) => ({
        variantId: line.variantId,
        quantity: line.quantity,
        unitMinor: fromFils(catalog.variantsById.get(line.variantId)!.priceFils, pricing),
      }));
      if (input.seen !== null && input.seen !== seenCart(pricing.currency, priced)) return { kind: 'changed' } as const;

      // Each variant's units are taken once, for all its lines, in variant order: two checkouts whose
      // carts hold the same variants in other orders lock their rows in one order, and never deadlock.
      const wanted = new Map<number, number>();
      for (const line of lines) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
      const soldOut: number[] = [];
      for (const [variantId, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
        const taken = await tx
          .update(variants)
          .set({ quantity: sql`${variants.quantity} - ${quantity}` })
          .where(and(eq(variants.id, variantId), gte(variants.quantity, quantity)))
          .returning({ id: variants.id });
        if (taken.length === 0) soldOut.push(variantId);
      }
      // Throwing rolls back the units already taken for the other lines.
      if (soldOut.length > 0) throw new SoldOut(soldOut);

      const currency = pricing.currency;
      const email = input.values.email.toLowerCase();
      // A guest checkout is attached to the account that owns the email, if there is one.
      const customerId =
        cart.customerId ??
        (await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, email)))[0]?.id ??
        null;
      const orderLineRows = lines.map((line, position) => {
        const variant = catalog.variantsById.get(line.variantId)!;
        const product = catalog.productsById.get(variant.productId)!;
        const image = (variant.imageId !== null ? catalog.imagesById.get(variant.imageId) : undefined) ?? product.images[0];
        return {
          position,
          variantId: variant.id,
          productId: product.id,
          title: product.title,
          variantTitle: variant.title,
          sku: variant.sku,
          quantity: line.quantity,
          priceMinor: fromFils(variant.priceFils, pricing),
          compareAtPriceMinor: variant.compareAtPriceFils === null ? null : fromFils(variant.compareAtPriceFils, pricing),
          imageKey: image?.key ?? null,
          attributes: line.attributes,
        };
      });
      const subtotal = orderLineRows.reduce((sum, line) => sum + line.priceMinor * line.quantity, 0);
      const shipping = fromFils(input.shipping.costFils, pricing);
      // Throwing rolls back the units taken above.
      if (subtotal + shipping > MAX_ORDER_MINOR) throw new TooLarge();
      const [order] = await tx
        .insert(orders)
        .values({
          customerId,
          email,
          phone: input.values.phone,
          currencyCode: currency,
          subtotalMinor: subtotal,
          shippingMinor: shipping,
          totalMinor: subtotal + shipping,
          shippingMethod: `${defaultText(input.shipping.label)} (${defaultText(input.shipping.delivery)})`,
          shippingAddress: normaliseAddress(input.values),
          fulfillmentStatus: 'UNFULFILLED',
          financialStatus: 'PAID',
          processedAt: new Date(),
        })
        .returning({ id: orders.id, number: orders.number });
      await tx.insert(orderLines).values(orderLineRows.map((line) => ({ ...line, orderId: order!.id })));
      await tx
        .update(carts)
        .set({ completedAt: new Date(), orderId: order!.id, email, updatedAt: new Date() })
        .where(eq(carts.id, cart.id));
      return { kind: 'placed', orderId: order!.id, orderNumber: order!.number } as const;
    });
  } catch (error) {
    if (error instanceof SoldOut) return { kind: 'sold-out', variantIds: error.variantIds };
    if (error instanceof TooLarge) return { kind: 'too-large' };
    throw error;
  }
}
