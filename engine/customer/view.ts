/** The Customer type: profile fields plus addresses, default address and orders, read on demand. */
import { asc, count, eq } from 'drizzle-orm';
import type { Customer } from '../auth/tokens.ts';
import { addresses, orders } from '../db/schema.ts';
import { connection, type ConnectionArgs } from '../graphql/connection.ts';
import type { EngineContext } from '../graphql/context.ts';
import { addressGid, gid } from '../ids.ts';
import { NO_METAFIELDS } from '../resolvers/metafields.ts';
import { addressView } from './address.ts';
import { ordersConnection, ordersOfCustomer } from './orders.ts';

export type AddressRow = typeof addresses.$inferSelect;

export function customerAddressView(row: AddressRow) {
  return addressView(row, addressGid(row.id));
}

export async function addressesOf(ctx: EngineContext, customerId: number): Promise<AddressRow[]> {
  return ctx.db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.id));
}

export function customerView(customer: Customer, ctx: EngineContext) {
  let ownAddresses: Promise<AddressRow[]> | null = null;
  const loadAddresses = () => (ownAddresses ??= addressesOf(ctx, customer.id));
  return {
    __typename: 'Customer',
    id: gid('Customer', customer.id),
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName: [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email,
    phone: customer.phone,
    acceptsMarketing: customer.acceptsMarketing,
    createdAt: customer.createdAt.toISOString(),
    updatedAt: customer.updatedAt.toISOString(),
    tags: [],
    numberOfOrders: async () => {
      const [row] = await ctx.db.select({ n: count() }).from(orders).where(eq(orders.customerId, customer.id));
      return String(row?.n ?? 0);
    },
    defaultAddress: async () => {
      const row = (await loadAddresses()).find((a) => a.id === customer.defaultAddressId);
      return row ? customerAddressView(row) : null;
    },
    // The default address comes first, as in Shopify's customer.addresses.
    addresses: async (args: ConnectionArgs) => {
      const rows = await loadAddresses();
      const ordered = [
        ...rows.filter((a) => a.id === customer.defaultAddressId),
        ...rows.filter((a) => a.id !== customer.defaultAddressId),
      ];
      return connection(ordered, args, customerAddressView);
    },
    orders: async (args: ConnectionArgs & { sortKey?: 'PROCESSED_AT' | 'TOTAL_PRICE' | 'ID' | 'RELEVANCE' | null }) =>
      ordersConnection(await ordersOfCustomer(ctx.db, customer.id), args, ctx),
    ...NO_METAFIELDS,
  };
}
