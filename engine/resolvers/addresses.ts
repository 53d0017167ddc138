/** customerAddressCreate / Update / Delete and customerDefaultAddressUpdate. */
import { and, eq } from 'drizzle-orm';
import { customerForToken, type Customer } from '../auth/tokens.ts';
import { normaliseAddress, mergeAddress, type MailingAddressInput } from '../customer/address.ts';
import { customerErrors, withLegacyUserErrors, type CustomerUserError } from '../customer/errors.ts';
import { customerAddressView, customerView } from '../customer/view.ts';
import { addresses, customers, type StoredAddress } from '../db/schema.ts';
import type { EngineContext } from '../graphql/context.ts';
import { resolver, type RootResolver } from '../graphql/resolver.ts';
import { numericId } from '../ids.ts';

const MAX_FIELD_LENGTH = 255;

function validateAddress(address: StoredAddress, input: MailingAddressInput): CustomerUserError[] {
  const errors: CustomerUserError[] = [];
  if (input.country != null && input.country.trim() !== '' && address.countryCode === null)
    errors.push(customerErrors.countryInvalid());
  for (const [key, value] of Object.entries(address)) {
    if (typeof value === 'string' && value.length > MAX_FIELD_LENGTH) {
      errors.push({
        code: 'TOO_LONG',
        field: ['address', key],
        message: `${key} is too long (maximum is ${MAX_FIELD_LENGTH} characters)`,
      });
    }
  }
  return errors;
}

/** Runs `action` for the token's customer, or answers TOKEN_INVALID like Shopify. */
async function withCustomer<R extends { customerUserErrors: CustomerUserError[] }>(
  ctx: EngineContext,
  token: string,
  empty: Record<string, null>,
  action: (customer: Customer) => Promise<R>,
) {
  const customer = await customerForToken(ctx.db, token);
  if (!customer) return withLegacyUserErrors({ ...empty, customerUserErrors: [customerErrors.tokenInvalid()] });
  return withLegacyUserErrors(await action(customer));
}

async function ownAddress(ctx: EngineContext, customerId: number, addressGid: string) {
  const id = numericId(addressGid, 'MailingAddress');
  if (id === null) return undefined;
  const [row] = await ctx.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  return row;
}

interface AddressArgs {
  customerAccessToken: string;
  address: MailingAddressInput;
}

export const addressResolvers: Record<string, RootResolver> = {
  customerAddressCreate: resolver<AddressArgs>(({ customerAccessToken, address: input }, ctx) =>
    withCustomer(ctx, customerAccessToken, { customerAddress: null }, async (customer) => {
      const address = normaliseAddress(input);
      const errors = validateAddress(address, input);
      if (errors.length > 0) return { customerAddress: null, customerUserErrors: errors };
      const created = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(addresses)
          .values({ customerId: customer.id, ...address })
          .returning();
        // A customer's first address becomes the default, as in Shopify.
        if (customer.defaultAddressId === null) {
          await tx.update(customers).set({ defaultAddressId: row!.id }).where(eq(customers.id, customer.id));
        }
        return row!;
      });
      return { customerAddress: customerAddressView(created), customerUserErrors: [] };
    }),
  ),

  customerAddressUpdate: resolver<AddressArgs & { id: string }>(({ customerAccessToken, id, address: input }, ctx) =>
    withCustomer(ctx, customerAccessToken, { customerAddress: null }, async (customer) => {
      const current = await ownAddress(ctx, customer.id, id);
      if (!current) return { customerAddress: null, customerUserErrors: [customerErrors.addressNotFound(['id'])] };
      const address = mergeAddress(current, input);
      const errors = validateAddress(address, input);
      if (errors.length > 0) return { customerAddress: null, customerUserErrors: errors };
      const [updated] = await ctx.db
        .update(addresses)
        .set({ ...address, updatedAt: new Date() })
        .where(eq(addresses.id, current.id))
        .returning();
      return { customerAddress: customerAddressView(updated!), customerUserErrors: [] };
    }),
  ),

  customerAddressDelete: resolver<{ customerAccessToken: string; id: string }>(({ customerAccessToken, id }, ctx) =>
    withCustomer(ctx, customerAccessToken, { deletedCustomerAddressId: null }, async (customer) => {
      const current = await ownAddress(ctx, customer.id, id);
      if (!current) return { deletedCustomerAddressId: null, customerUserErrors: [customerErrors.addressNotFound(['id'])] };
      await ctx.db.transaction(async (tx) => {
        if (customer.defaultAddressId === current.id) {
          await tx.update(customers).set({ defaultAddressId: null }).where(eq(customers.id, customer.id));
        }
        await tx.delete(addresses).where(eq(addresses.id, current.id));
      });
      return { deletedCustomerAddressId: id, customerUserErrors: [] };
    }),
  ),

  customerDefaultAddressUpdate: resolver<{ customerAccessToken: string; addressId: string }>(
    ({ customerAccessToken, addressId }, ctx) =>
      withCustomer(ctx, customerAccessToken, { customer: null }, async (customer) => {
        const current = await ownAddress(ctx, customer.id, addressId);
        if (!current) return { customer: null, customerUserErrors: [customerErrors.addressNotFound(['addressId'])] };
        const [updated] = await ctx.db
          .update(customers)
          .set({ defaultAddressId: current.id, updatedAt: new Date() })
          .where(eq(customers.id, customer.id))
          .returning();
        return { customer: customerView(updated!, ctx), customerUserErrors: [] };
      }),
  ),
};
