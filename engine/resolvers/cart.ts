/** The `cart` query and the cart mutations the shop uses. */
import { customerForToken, type Customer } from '../auth/tokens.ts';
import { cartErrors, type CartUserError, type CartWarning } from '../cart/errors.ts';
import {
  addLines,
  removeLines,
  updateLines,
  validateNewLines,
  type CartLineInput,
  type CartLineUpdateInput,
} from '../cart/lines.ts';
import { findOpenCart, newCartToken, reloadCart, touchCart, type CartRow, type CartWithLines } from '../cart/store.ts';
import { cartView } from '../cart/view.ts';
import { DEFAULT_COUNTRY } from '../countries.ts';
import { normaliseAddress, type MailingAddressInput } from '../customer/address.ts';
import { carts } from '../db/schema.ts';
import type { EngineContext } from '../graphql/context.ts';
import { resolver, type RootResolver } from '../graphql/resolver.ts';

type Attributes = { key: string; value: string }[];

interface BuyerIdentityInput {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  customerAccessToken?: string | null;
  deliveryAddressPreferences?: { deliveryAddress?: MailingAddressInput | null }[] | null;
}

interface CartInput {
  lines?: CartLineInput[] | null;
  attributes?: Attributes | null;
  note?: string | null;
  buyerIdentity?: BuyerIdentityInput | null;
}

interface Payload {
  cart: ReturnType<typeof cartView> | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

const failed = (userErrors: CartUserError[]): Payload => ({ cart: null, userErrors, warnings: [] });

/** Resolves the token in a buyer identity; `undefined` when none was given, null when it is invalid. */
async function buyerCustomer(
  ctx: EngineContext,
  input: BuyerIdentityInput | null | undefined,
): Promise<Customer | null | undefined> {
  if (!input?.customerAccessToken) return undefined;
  return customerForToken(ctx.db, input.customerAccessToken);
}

/** The cart columns a buyer identity sets; linking a customer also sets the cart's email. */
function buyerChanges(input: BuyerIdentityInput, customer: Customer | undefined): Partial<CartRow> {
  return {
    ...(customer ? { customerId: customer.id, email: customer.email, phone: customer.phone } : {}),
    ...(input.email != null ? { email: input.email.trim() } : {}),
    ...(input.phone != null ? { phone: input.phone.trim() } : {}),
    ...(input.countryCode ? { countryCode: input.countryCode } : {}),
    ...(input.deliveryAddressPreferences
      ? { deliveryAddresses: input.deliveryAddressPreferences.map((p) => normaliseAddress(p.deliveryAddress ?? {})) }
      : {}),
  };
}

/**
 * Runs a change on an open cart and answers with the updated cart, or Shopify's not-found error.
 * `viewer`: the customer whose access token the request carries, who may see themselves on the cart.
 */
export async function onCart(
  ctx: EngineContext,
  cartId: string,
  change: (cart: CartWithLines) => Promise<{ userErrors: CartUserError[]; warnings: CartWarning[] }>,
  viewer?: Customer,
): Promise<Payload> {
  const cart = await findOpenCart(ctx.db, cartId);
  if (!cart) return failed([cartErrors.cartNotFound()]);
  const { userErrors, warnings } = await change(cart);
  if (userErrors.length > 0) return failed(userErrors);
  await touchCart(ctx.db, cart.id);
  return { cart: cartView(await reloadCart(ctx.db, cart), ctx, viewer), userErrors: [], warnings };
}

const done = { userErrors: [], warnings: [] };

export const cartQueries: Record<string, RootResolver> = {
  cart: resolver<{ id: string }>(async ({ id }, ctx) => {
    const cart = await findOpenCart(ctx.db, id);
    return cart ? cartView(cart, ctx) : null;
  }),
};

export const cartMutations: Record<string, RootResolver> = {
  cartCreate: resolver<{ input?: CartInput | null }>(async ({ input }, ctx) => {
    const lineErrors = validateNewLines(ctx, input?.lines ?? [], ['input', 'lines']);
    if (lineErrors.length > 0) return failed(lineErrors);
    const customer = await buyerCustomer(ctx, input?.buyerIdentity);
    if (customer === null) return failed([cartErrors.customerInvalid(['input', 'buyerIdentity', 'customerAccessToken'])]);
    // The cart's country (and so its currency) comes from the buyer identity, else from @inContext.
    const [row] = await ctx.db
      .insert(carts)
      .values({
        ...newCartToken(),
        countryCode: ctx.country ?? DEFAULT_COUNTRY,
        attributes: input?.attributes ?? [],
        note: input?.note ?? null,
        ...buyerChanges(input?.buyerIdentity ?? {}, customer),
      })
      .returning();
    const cart = { ...row!, lines: [] };
    const { warnings } = await addLines(ctx, cart, input?.lines ?? [], ['input', 'lines']);
    return { cart: cartView(await reloadCart(ctx.db, cart), ctx, customer), userErrors: [], warnings };
  }),

  cartLinesAdd: resolver<{ cartId: string; lines: CartLineInput[] }>(({ cartId, lines }, ctx) =>
    onCart(ctx, cartId, (cart) => addLines(ctx, cart, lines, ['lines'])),
  ),

  cartLinesUpdate: resolver<{ cartId: string; lines: CartLineUpdateInput[] }>(({ cartId, lines }, ctx) =>
    onCart(ctx, cartId, (cart) => updateLines(ctx, cart, lines)),
  ),

  cartLinesRemove: resolver<{ cartId: string; lineIds: string[] }>(({ cartId, lineIds }, ctx) =>
    onCart(ctx, cartId, (cart) => removeLines(ctx, cart, lineIds)),
  ),

  cartBuyerIdentityUpdate: resolver<{ cartId: string; buyerIdentity: BuyerIdentityInput }>(
    async ({ cartId, buyerIdentity }, ctx) => {
      const customer = await buyerCustomer(ctx, buyerIdentity);
      return onCart(
        ctx,
        cartId,
        async (cart) => {
          if (customer === null)
            return { userErrors: [cartErrors.customerInvalid(['buyerIdentity', 'customerAccessToken'])], warnings: [] };
          await touchCart(ctx.db, cart.id, buyerChanges(buyerIdentity, customer));
          return done;
        },
        customer ?? undefined,
      );
    },
  ),

  cartAttributesUpdate: resolver<{ cartId: string; attributes: Attributes }>(({ cartId, attributes }, ctx) =>
    onCart(ctx, cartId, async (cart) => {
      const merged = new Map(cart.attributes.map((a) => [a.key, a.value]));
      for (const a of attributes) merged.set(a.key, a.value);
      await touchCart(ctx.db, cart.id, { attributes: [...merged].map(([key, value]) => ({ key, value })) });
      return done;
    }),
  ),

  cartNoteUpdate: resolver<{ cartId: string; note: string }>(({ cartId, note }, ctx) =>
    onCart(ctx, cartId, async (cart) => {
      await touchCart(ctx.db, cart.id, { note });
      return done;
    }),
  ),
};
