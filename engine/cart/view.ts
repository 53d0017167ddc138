/** The Cart type: lines priced in the cart's currency, costs, buyer identity and checkout URL. */
import { eq } from 'drizzle-orm';
import type { Customer } from '../auth/tokens.ts';
import { customers } from '../db/schema.ts';
import { currencyForCountry } from '../countries.ts';
import { addressView } from '../customer/address.ts';
import { customerView } from '../customer/view.ts';
import { connection, emptyConnection, type ConnectionArgs } from '../graphql/connection.ts';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import type { EngineContext } from '../graphql/context.ts';
import { cartGid, cartLineGid } from '../ids.ts';
import { fromFils, money, pricingFor, type Pricing } from '../money.ts';
import { variantView } from '../resolvers/product-view.ts';
import { NO_METAFIELDS } from '../resolvers/metafields.ts';
import type { CatalogVariant } from '../catalog/cache.ts';
import type { CartLineRow, CartWithLines } from './store.ts';

export const CHECKOUT_PATH_PREFIX = '/checkouts/cn/';

/**
 * The hosted checkout of a cart. A language other than the shop's default goes along as Shopify's
 * `locale` parameter, so a cart read in Arabic checks out in Arabic.
 */
export function checkoutUrl(publicUrl: string, token: string, key: string, language: Language = DEFAULT_LANGUAGE): string {
  const locale = language === DEFAULT_LANGUAGE ? '' : `&locale=${language}`;
  return `${publicUrl}${CHECKOUT_PATH_PREFIX}${token}?key=${key}${locale}`;
}

export function cartPricing(cart: { countryCode: string }, ctx: EngineContext): Pricing {
  return pricingFor(currencyForCountry(cart.countryCode), ctx.config.rates);
}

/** Cart lines whose variant still exists in the catalog (a reseed may have removed some). */
export function pricedLines(cart: CartWithLines, ctx: EngineContext, pricing: Pricing) {
  return cart.lines.flatMap((line) => {
    const variant = ctx.catalog.variantsById.get(line.variantId);
    if (!variant) return [];
    const unit = fromFils(variant.priceFils, pricing);
    const compareAt = variant.compareAtPriceFils === null ? null : fromFils(variant.compareAtPriceFils, pricing);
    return [{ line, variant, unit, compareAt, total: unit * line.quantity }];
  });
}

function lineView(
  cart: CartWithLines,
  priced: { line: CartLineRow; variant: CatalogVariant; unit: number; compareAt: number | null; total: number },
  pricing: Pricing,
  ctx: EngineContext,
) {
  const { line, variant, unit, compareAt, total } = priced;
  const m = (minor: number) => money(minor, pricing.currency);
  const cost = {
    amountPerQuantity: m(unit),
    compareAtAmountPerQuantity: compareAt === null ? null : m(compareAt),
    subtotalAmount: m(total),
    totalAmount: m(total),
  };
  return {
    __typename: 'CartLine',
    id: cartLineGid(line.id, cart.token),
    quantity: line.quantity,
    attributes: line.attributes,
    attribute: ({ key }: { key: string }) => line.attributes.find((a) => a.key === key) ?? null,
    merchandise: variantView(variant, ctx, pricing),
    cost,
    estimatedCost: {
      amount: cost.totalAmount,
      compareAtAmount: compareAt === null ? null : m(compareAt * line.quantity),
      subtotalAmount: cost.subtotalAmount,
      totalAmount: cost.totalAmount,
    },
    discountAllocations: [],
    sellingPlanAllocation: null,
  };
}

/**
 * A cart id is a bearer secret for the cart, not for the person behind it: the linked customer,
 * and the email and phone their account gave the cart, show only to a request that presents that
 * customer's access token (`viewer`: the customer of the token in cartCreate's or
 * cartBuyerIdentityUpdate's buyerIdentity). `cart(id:)` alone never shows them, nor does a token
 * revoked at logout.
 */
export function cartView(cart: CartWithLines, ctx: EngineContext, viewer?: Customer) {
  const pricing = cartPricing(cart, ctx);
  const showsBuyer = cart.customerId === null || viewer?.id === cart.customerId;
  const lines = pricedLines(cart, ctx, pricing);
  const subtotal = money(
    lines.reduce((sum, l) => sum + l.total, 0),
    pricing.currency,
  );
  const cost = {
    subtotalAmount: subtotal,
    totalAmount: subtotal,
    checkoutChargeAmount: subtotal,
    subtotalAmountEstimated: false,
    totalAmountEstimated: false,
    totalDutyAmount: null,
    totalDutyAmountEstimated: false,
    totalTaxAmount: null,
    totalTaxAmountEstimated: false,
  };
  return {
    __typename: 'Cart',
    id: cartGid(cart.token, cart.secretKey),
    checkoutUrl: checkoutUrl(ctx.config.publicUrl, cart.token, cart.secretKey, ctx.language),
    createdAt: cart.createdAt.toISOString(),
    updatedAt: cart.updatedAt.toISOString(),
    note: cart.note,
    attributes: cart.attributes,
    attribute: ({ key }: { key: string }) => cart.attributes.find((a) => a.key === key) ?? null,
    totalQuantity: lines.reduce((sum, l) => sum + l.line.quantity, 0),
    lines: (args: ConnectionArgs) => connection(lines, args, (priced) => lineView(cart, priced, pricing, ctx)),
    cost,
    estimatedCost: cost,
    buyerIdentity: {
      email: showsBuyer ? cart.email : null,
      phone: showsBuyer ? cart.phone : null,
      countryCode: cart.countryCode,
      preferences: null,
      purchasingCompany: null,
      deliveryAddressPreferences: cart.deliveryAddresses.map((address, i) =>
        addressView(address, `gid://shopify/MailingAddress/${cart.id * 100 + i}?model_name=CartDeliveryAddress`),
      ),
      customer: async () => {
        if (cart.customerId === null || !showsBuyer) return null;
        const [customer] = await ctx.db.select().from(customers).where(eq(customers.id, cart.customerId));
        return customer ? customerView(customer, ctx) : null;
      },
    },
    // The engine has no discounts: codes are kept as entered and never apply.
    discountCodes: cart.discountCodes.map((code) => ({ code, applicable: false })),
    discountAllocations: [],
    appliedGiftCards: [],
    deliveryGroups: emptyConnection,
    ...NO_METAFIELDS,
  };
}
