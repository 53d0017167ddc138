import { flattenConnection } from '../storefront/connection';
import { CustomerOrdersQuery } from '../storefront/documents/customer';
import type { StorefrontClient } from '../storefront/client.server';
import { LENS_PRODUCT_TYPE } from '~/lib/prescription/lens-offer';
import type { LanguageCode, ResultOf } from '../storefront/graphql';

/**
 * Orders in the SPEC §3 shape: what POST /api/orders answers and what My Orders and the order
 * summary show, mapped once from the Storefront API's Order.
 */
export interface Money {
  amount: string;
  currencyCode: string;
}

/** SPEC §4: FULFILLED, PROCESSING, UNFULFILLED; anything else (or nothing) counts as UNFULFILLED. */
export type FulfillmentStatus = 'FULFILLED' | 'PROCESSING' | 'UNFULFILLED';

export interface OrderItem {
  title: string;
  variantTitle: string | null;
  quantity: number;
  image: { url: string; altText: string | null } | null;
  /** What one unit cost in this order. */
  price: Money;
  compareAtPrice: Money | null;
  productHandle: string | null;
  /** The line's attributes: a pair of glasses' tie (`_pair`) and its prescription (issue 11). */
  attributes: { key: string; value: string }[];
}

export interface ShippingAddress {
  firstName: string | null;
  lastName: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  /** ISO 3166 code: names the country in the page's language. */
  countryCode: string | null;
  zip: string | null;
  phone: string | null;
}

export interface Order {
  id: string;
  name: string;
  processedAt: string;
  fulfillmentStatus: FulfillmentStatus;
  items: OrderItem[];
  subtotalPrice: Money | null;
  totalShippingPrice: Money | null;
  totalTax: Money | null;
  totalPrice: Money;
  shippingAddress: ShippingAddress | null;
}

type StorefrontOrder = NonNullable<ResultOf<typeof CustomerOrdersQuery>['customer']>['orders']['nodes'][number];

/**
 * Shopify has no PROCESSING fulfilment status; its in-between states (IN_PROGRESS, PARTIALLY_FULFILLED)
 * are what the SPEC means by it.
 */
export function fulfillmentStatusOf(status: string | null | undefined): FulfillmentStatus {
  if (status === 'FULFILLED') return 'FULFILLED';
  if (status === 'PROCESSING' || status === 'IN_PROGRESS' || status === 'PARTIALLY_FULFILLED') return 'PROCESSING';
  return 'UNFULFILLED';
}

function unitPrice(total: Money, quantity: number): Money {
  if (quantity <= 1) return { amount: total.amount, currencyCode: total.currencyCode };
  // Amounts are decimal strings; minor units keep the division exact to the cent (or fils).
  const decimals = total.amount.split('.')[1]?.length ?? 2;
  const factor = 10 ** Math.max(decimals, 2);
  return {
    amount: (Math.round((Number(total.amount) * factor) / quantity) / factor).toFixed(Math.max(decimals, 2)),
    currencyCode: total.currencyCode,
  };
}

const money = (value: Money | null | undefined): Money | null =>
  value ? { amount: value.amount, currencyCode: value.currencyCode } : null;

export function toOrder(order: StorefrontOrder): Order {
  return {
    id: order.id,
    name: order.name,
    processedAt: order.processedAt,
    fulfillmentStatus: fulfillmentStatusOf(order.fulfillmentStatus),
    items: flattenConnection(order.lineItems).map((line) => ({
      title: line.title,
      variantTitle: line.variant?.title && line.variant.title !== 'Default Title' ? line.variant.title : null,
      quantity: line.quantity,
      image: line.variant?.image ? { url: line.variant.image.url, altText: line.variant.image.altText ?? null } : null,
      price: unitPrice(line.discountedTotalPrice, line.quantity),
      compareAtPrice: money(line.variant?.compareAtPrice),
      // Lens packages have no page of their own (hidden products): their line is text, not a link.
      productHandle: line.variant && line.variant.product.productType !== LENS_PRODUCT_TYPE ? line.variant.product.handle : null,
      attributes: line.customAttributes.map(({ key, value }) => ({ key, value: value ?? '' })),
    })),
    subtotalPrice: money(order.subtotalPrice),
    totalShippingPrice: money(order.totalShippingPrice),
    totalTax: money(order.totalTax),
    totalPrice: { amount: order.totalPrice.amount, currencyCode: order.totalPrice.currencyCode },
    shippingAddress: order.shippingAddress
      ? {
          firstName: order.shippingAddress.firstName ?? null,
          lastName: order.shippingAddress.lastName ?? null,
          address1: order.shippingAddress.address1 ?? null,
          address2: order.shippingAddress.address2 ?? null,
          city: order.shippingAddress.city ?? null,
          province: order.shippingAddress.province ?? null,
          country: order.shippingAddress.country ?? null,
          countryCode: order.shippingAddress.countryCodeV2 ?? null,
          zip: order.shippingAddress.zip ?? null,
          phone: order.shippingAddress.phone ?? null,
        }
      : null,
  };
}

/** Pages the customer's orders through (50 a page); null when the token is not valid. */
export async function fetchOrders(
  storefront: StorefrontClient,
  accessToken: string,
  options: { language?: LanguageCode; signal?: AbortSignal } = {},
): Promise<Order[] | null> {
  const orders: Order[] = [];
  let after: string | undefined;
  // A cap keeps a runaway cursor from looping forever; 20 pages is 1000 orders.
  for (let page = 0; page < 20; page++) {
    const { customer } = await storefront.query(CustomerOrdersQuery, {
      variables: { customerAccessToken: accessToken, after },
      language: options.language,
      signal: options.signal,
    });
    if (!customer) return null;
    orders.push(...customer.orders.nodes.map(toOrder));
    if (!customer.orders.pageInfo.hasNextPage || !customer.orders.pageInfo.endCursor) break;
    after = customer.orders.pageInfo.endCursor;
  }
  return orders;
}

/** The order an `id` query parameter names: the full gid, or only its numeric tail (`/ordersummary?id=1`). */
export function findOrder(orders: readonly Order[], id: string): Order | undefined {
  return orders.find((order) => order.id === id || order.id.split('?')[0]!.split('/').pop() === id);
}
