/**
 * What the soak reads from the local engine's Storefront API (the built shop serves it): the
 * catalogue's stock, and a cart's lines. Through the public token, as any client.
 */
const GRAPHQL_PATH = '/api/2024-10/graphql.json';
export const PUBLIC_TOKEN = process.env.LOCAL_STOREFRONT_TOKEN ?? 'nazzara-local-storefront-token';

export async function storefront<T>(
  origin: string,
  ip: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(new URL(GRAPHQL_PATH, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': PUBLIC_TOKEN, 'x-forwarded-for': ip },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok || body.errors || !body.data)
    throw new Error(`Storefront API ${response.status}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export interface StockedVariant {
  id: string;
  handle: string;
  quantity: number;
  /** The lens packages (product type `Lenses`), sold only with a frame, have no page of their own. */
  hidden: boolean;
}

/** Every variant's stock (units on hand), with its product's handle. */
export async function stockOf(origin: string, ip: string): Promise<StockedVariant[]> {
  const data = await storefront<{
    products: {
      nodes: { handle: string; productType: string; variants: { nodes: { id: string; quantityAvailable: number | null }[] } }[];
    };
  }>(
    origin,
    ip,
    `{ products(first: 250) { nodes { handle productType variants(first: 100) { nodes { id quantityAvailable } } } } }`,
  );
  return data.products.nodes.flatMap((product) =>
    product.variants.nodes.map((variant) => ({
      id: variant.id,
      handle: product.handle,
      quantity: variant.quantityAvailable ?? 0,
      hidden: product.productType === 'Lenses',
    })),
  );
}

export interface CartLine {
  id: string;
  variantId: string;
  quantity: number;
  available: number;
}

/** A cart's lines, or null when the engine has no open cart of that id. */
export async function cartLines(origin: string, ip: string, cartId: string): Promise<CartLine[] | null> {
  const data = await storefront<{
    cart: {
      lines: { nodes: { id: string; quantity: number; merchandise: { id: string; quantityAvailable: number | null } }[] };
    } | null;
  }>(
    origin,
    ip,
    `query($id: ID!) { cart(id: $id) { lines(first: 100) { nodes { id quantity merchandise { ... on ProductVariant { id quantityAvailable } } } } } }`,
    { id: cartId },
  );
  return (
    data.cart?.lines.nodes.map((line) => ({
      id: line.id,
      variantId: line.merchandise.id,
      quantity: line.quantity,
      available: line.merchandise.quantityAvailable ?? 0,
    })) ?? null
  );
}

/** The lines of a customer's newest order, as the engine recorded them; null when it has none. */
export async function newestOrderLines(
  origin: string,
  ip: string,
  customerAccessToken: string,
): Promise<{ variantId: string; quantity: number }[] | null> {
  const data = await storefront<{
    customer: { orders: { nodes: { lineItems: { nodes: { quantity: number; variant: { id: string } | null }[] } }[] } } | null;
  }>(
    origin,
    ip,
    `query($token: String!) { customer(customerAccessToken: $token) { orders(first: 1, sortKey: PROCESSED_AT, reverse: true) {
      nodes { lineItems(first: 100) { nodes { quantity variant { id } } } } } } }`,
    { token: customerAccessToken },
  );
  const order = data.customer?.orders.nodes[0];
  return order ? order.lineItems.nodes.map((line) => ({ variantId: line.variant?.id ?? '', quantity: line.quantity })) : null;
}

/** Units on hand of each of these variants, now. */
export async function variantStock(origin: string, ip: string, variantIds: string[]): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const data = await storefront<{ nodes: ({ id: string; quantityAvailable: number | null } | null)[] }>(
    origin,
    ip,
    `query($ids: [ID!]!) { nodes(ids: $ids) { ... on ProductVariant { id quantityAvailable } } }`,
    { ids: variantIds },
  );
  return new Map(data.nodes.flatMap((node) => (node ? [[node.id, node.quantityAvailable ?? 0] as const] : [])));
}
