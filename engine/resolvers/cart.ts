/** The `cart` query and the cart mutations the shop uses. */
import { liveToken, type Customer, type LiveToken } from '../auth/tokens.ts';
import { discountWarnings, distinctCodes, giftCardWarnings } from '../cart/codes.ts';
import { cartErrors, type CartUserError, type CartWarning } from '../cart/errors.ts';
import {
  addLines,
  removeLines,
  updateLines,
  validateNewLines,
  type CartLineInput,
  type CartLineUpdateInput,
} from '../cart/lines.ts';
import {
  findOpenCart,
  inCartTransaction,
  newCartToken,
  reloadCart,
  touchCart,
  type CartChange,
  type CartRow,
  type CartWithLines,
} from '../cart/store.ts';
import { cartView } from '../cart/view.ts';
import { DEFAULT_COUNTRY } from '../countries.ts';
import { normaliseAddress, type MailingAddressInput } from '../customer/address.ts';
import { carts } from '../db/schema.ts';
import type { EngineContext } from '../graphql/context.ts';
import { resolver, type RootResolver } from '../graphql/resolver.ts';
import { cartGid } from '../ids.ts';

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
  discountCodes?: string[] | null;
  giftCardCodes?: string[] | null;
}

interface Payload {
  cart: ReturnType<typeof cartView> | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

const failed = (userErrors: CartUserError[]): Payload => ({ cart: null, userErrors, warnings: [] });

/** Resolves the token in a buyer identity; `undefined` when none was given, null when it is invalid. */
async function buyerToken(
  ctx: EngineContext,
  input: BuyerIdentityInput | null | undefined,
): Promise<LiveToken | null | undefined> {
  if (!input?.customerAccessToken) return undefined;
  return liveToken(ctx.db, input.customerAccessToken);
}

/**
 * The cart columns a buyer identity sets; linking a customer also sets the cart's email, and
 * remembers the token that linked it (the hosted checkout shows the customer only while it lives).
 */
function buyerChanges(input: BuyerIdentityInput, token: LiveToken | undefined): Partial<CartRow> {
  return {
    ...(token
      ? {
          customerId: token.customer.id,
          customerAccessTokenId: token.tokenId,
          email: token.customer.email,
          phone: token.customer.phone,
        }
      : {}),
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
 * The change's writes are one transaction (changes check their input before they write, so a
 * userError has written nothing). `viewer`: the customer whose access token the request carries,
 * who may see themselves on the cart.
 */
export async function onCart(
  ctx: EngineContext,
  cartId: string,
  change: (cart: CartWithLines, tx: CartChange) => Promise<{ userErrors: CartUserError[]; warnings: CartWarning[] }>,
  viewer?: Customer,
): Promise<Payload> {
  const outcome = await inCartTransaction(ctx, async (tx) => {
    // Locked for the change (`forUpdate`): a cart whose order was placed while this waited is gone.
    const cart = await findOpenCart(tx.db, cartId, { forUpdate: true });
    if (!cart) return null;
    const result = await change(cart, tx);
    if (result.userErrors.length === 0) await touchCart(tx.db, cart.id);
    return { ...result, cart };
  });
  if (outcome === null) return failed([cartErrors.cartNotFound()]);
  if (outcome.userErrors.length > 0) return failed(outcome.userErrors);
  return { cart: cartView(await reloadCart(ctx.db, outcome.cart), ctx, viewer), userErrors: [], warnings: outcome.warnings };
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
    const token = await buyerToken(ctx, input?.buyerIdentity);
    if (token === null) return failed([cartErrors.customerInvalid(['input', 'buyerIdentity', 'customerAccessToken'])]);
    const discountCodes = distinctCodes(input?.discountCodes ?? []);
    const { cart, warnings } = await inCartTransaction(ctx, async (tx) => {
      // The cart's country (and so its currency) comes from the buyer identity, else from @inContext.
      const [row] = await tx.db
        .insert(carts)
        .values({
          ...newCartToken(),
          countryCode: ctx.country ?? DEFAULT_COUNTRY,
          attributes: input?.attributes ?? [],
          note: input?.note ?? null,
          discountCodes,
          ...buyerChanges(input?.buyerIdentity ?? {}, token),
        })
        .returning();
      const created = { ...row!, lines: [] };
      const added = await addLines(tx, created, input?.lines ?? [], ['input', 'lines']);
      return { cart: created, warnings: added.warnings };
    });
    // Codes as cartDiscountCodesUpdate and the gift card mutations answer them.
    const id = cartGid(cart.token, cart.secretKey);
    return {
      cart: cartView(await reloadCart(ctx.db, cart), ctx, token?.customer),
      userErrors: [],
      warnings: [
        ...warnings,
        ...discountWarnings(ctx.version, id, discountCodes),
        ...giftCardWarnings(id, input?.giftCardCodes ?? []),
      ],
    };
  }),

  cartLinesAdd: resolver<{ cartId: string; lines: CartLineInput[] }>(({ cartId, lines }, ctx) =>
    onCart(ctx, cartId, (cart, tx) => addLines(tx, cart, lines, ['lines'])),
  ),

  cartLinesUpdate: resolver<{ cartId: string; lines: CartLineUpdateInput[] }>(({ cartId, lines }, ctx) =>
    onCart(ctx, cartId, (cart, tx) => updateLines(tx, cart, lines)),
  ),

  cartLinesRemove: resolver<{ cartId: string; lineIds: string[] }>(({ cartId, lineIds }, ctx) =>
    onCart(ctx, cartId, (cart, tx) => removeLines(tx, cart, lineIds)),
  ),

  cartBuyerIdentityUpdate: resolver<{ cartId: string; buyerIdentity: BuyerIdentityInput }>(
    async ({ cartId, buyerIdentity }, ctx) => {
      const token = await buyerToken(ctx, buyerIdentity);
      return onCart(
        ctx,
        cartId,
        async (cart, tx) => {
          if (token === null)
            return { userErrors: [cartErrors.customerInvalid(['buyerIdentity', 'customerAccessToken'])], warnings: [] };
          await touchCart(tx.db, cart.id, buyerChanges(buyerIdentity, token));
          return done;
        },
        token?.customer,
      );
    },
  ),

  cartAttributesUpdate: resolver<{ cartId: string; attributes: Attributes }>(({ cartId, attributes }, ctx) =>
    onCart(ctx, cartId, async (cart, tx) => {
      const merged = new Map(cart.attributes.map((a) => [a.key, a.value]));
      for (const a of attributes) merged.set(a.key, a.value);
      await touchCart(tx.db, cart.id, { attributes: [...merged].map(([key, value]) => ({ key, value })) });
      return done;
    }),
  ),

  cartNoteUpdate: resolver<{ cartId: string; note: string }>(({ cartId, note }, ctx) =>
    onCart(ctx, cartId, async (cart, tx) => {
      await touchCart(tx.db, cart.id, { note });
      return done;
    }),
  ),
};
