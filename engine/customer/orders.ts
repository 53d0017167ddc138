/** Orders: reading them for a customer and viewing them as Shopify's Order type. */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { translatedProductTitle } from '../catalog/localized.ts';
import { orderLines, orders } from '../db/schema.ts';
import { connection, emptyConnection, type ConnectionArgs } from '../graphql/connection.ts';
import type { EngineContext } from '../graphql/context.ts';
import { gid } from '../ids.ts';
import { isCurrencyCode, money, pricingFor, type CurrencyCode } from '../money.ts';
import { addressView } from './address.ts';
import { imageView } from '../resolvers/images.ts';
import { variantView } from '../resolvers/product-view.ts';
import { NO_METAFIELDS } from '../resolvers/metafields.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export interface OrderWithLines extends OrderRow {
  lines: OrderLineRow[];
}

/** A customer's orders, newest first (the order Shopify's PROCESSED_AT sort gives reversed). */
export async function ordersOfCustomer(db: Database, customerId: number): Promise<OrderWithLines[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.processedAt), desc(orders.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderLines.position));
  return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.orderId === row.id) }));
}

interface OrdersArgs extends ConnectionArgs {
  sortKey?: 'PROCESSED_AT' | 'TOTAL_PRICE' | 'ID' | 'RELEVANCE' | null;
  query?: string | null;
}

/** One order by id with its lines, or null. */
export async function orderWithLines(db: Database, id: number): Promise<OrderWithLines | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.position));
  return { ...row, lines };
}

/** Sorts like Shopify: ascending by the key (default ID); clients pass reverse: true for newest first. */
export function sortOrders(list: OrderWithLines[], sortKey: OrdersArgs['sortKey']): OrderWithLines[] {
  const by = {
    PROCESSED_AT: (a: OrderWithLines, b: OrderWithLines) => a.processedAt.getTime() - b.processedAt.getTime(),
    TOTAL_PRICE: (a: OrderWithLines, b: OrderWithLines) => a.totalMinor - b.totalMinor,
    ID: () => 0,
    RELEVANCE: () => 0,
  }[sortKey ?? 'ID'];
  return [...list].sort((a, b) => by(a, b) || a.id - b.id);
}

export function ordersConnection(list: OrderWithLines[], args: OrdersArgs, ctx: EngineContext) {
  return connection(sortOrders(list, args.sortKey), args, (order) => orderView(order, ctx));
}

function lineView(line: OrderLineRow, currency: CurrencyCode, ctx: EngineContext) {
  const variant = line.variantId === null ? undefined : ctx.catalog.variantsById.get(line.variantId);
  const image = line.imageKey ? ctx.catalog.imagesByKey.get(line.imageKey) : undefined;
  const total = money(line.priceMinor * line.quantity, currency);
  return {
    __typename: 'OrderLineItem',
    title: translatedProductTitle(line.productId, ctx) ?? line.title,
    quantity: line.quantity,
    currentQuantity: line.quantity,
    customAttributes: line.attributes,
    discountAllocations: [],
    originalTotalPrice: total,
    discountedTotalPrice: total,
    // The live variant, priced in the order's currency; the stored title/price are what was paid.
    variant: variant
      ? {
          ...variantView(variant, ctx, pricingFor(currency, ctx.config.rates)),
          ...(image ? { image: imageView(image, ctx) } : {}),
        }
      : null,
  };
}

export function orderView(order: OrderWithLines, ctx: EngineContext) {
  const currency: CurrencyCode = isCurrencyCode(order.currencyCode) ? order.currencyCode : 'AED';
  const m = (minor: number) => money(minor, currency);
  const zero = m(0);
  const shippingAddress = addressView(order.shippingAddress, gid('MailingAddress', order.id, 'model_name=Address'));
  return {
    __typename: 'Order',
    // Like Shopify's, the id carries the order's key: with it, `node(id:)` reads the order.
    id: gid('Order', order.id, `key=${order.secretKey}`),
    name: `#${order.number}`,
    orderNumber: order.number,
    email: order.email,
    phone: order.phone,
    processedAt: order.processedAt.toISOString(),
    fulfillmentStatus: order.fulfillmentStatus,
    financialStatus: order.financialStatus,
    currencyCode: currency,
    canceledAt: null,
    cancelReason: null,
    edited: false,
    customerLocale: 'en',
    customerUrl: null,
    statusUrl: `${ctx.config.publicUrl}/profile?activetab=ordersummary&id=${encodeURIComponent(gid('Order', order.id))}`,
    customAttributes: [],
    shippingAddress,
    billingAddress: shippingAddress,
    subtotalPrice: m(order.subtotalMinor),
    subtotalPriceV2: m(order.subtotalMinor),
    currentSubtotalPrice: m(order.subtotalMinor),
    totalShippingPrice: m(order.shippingMinor),
    totalShippingPriceV2: m(order.shippingMinor),
    currentTotalShippingPrice: m(order.shippingMinor),
    totalPrice: m(order.totalMinor),
    totalPriceV2: m(order.totalMinor),
    currentTotalPrice: m(order.totalMinor),
    originalTotalPrice: m(order.totalMinor),
    totalTax: zero,
    totalTaxV2: zero,
    currentTotalTax: zero,
    totalRefunded: zero,
    totalRefundedV2: zero,
    currentTotalDuties: null,
    originalTotalDuties: null,
    shippingDiscountAllocations: [],
    successfulFulfillments: () => (order.fulfillmentStatus === 'FULFILLED' ? [] : null),
    discountApplications: emptyConnection,
    lineItems: (args: ConnectionArgs) => connection(order.lines, args, (line) => lineView(line, currency, ctx)),
    ...NO_METAFIELDS,
  };
}
