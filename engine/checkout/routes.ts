/**
 * The hosted checkout at each cart's checkoutUrl: `/checkouts/cn/{token}?key={key}`.
 * GET shows the form (or, once the cart is completed, the thank-you page); POST either refreshes
 * the shipping options (intent=update) or places the order (intent=pay), then redirects back to
 * the same URL (POST-redirect-GET), which now shows the thank-you page. The page speaks the
 * language of Shopify's `locale` parameter (`?locale=ar`), which the form and redirects keep.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { isTokenLive } from '../auth/tokens.ts';
import type { Catalog } from '../catalog/cache.ts';
import { productTitle, translatedProductTitle, variantTitle, type InLanguage } from '../catalog/localized.ts';
import { linesOf, type CartRow } from '../cart/store.ts';
import { CHECKOUT_PATH_PREFIX, checkoutUrl } from '../cart/view.ts';
import { currencyForCountry } from '../countries.ts';
import { addresses, carts, customers, orderLines, orders } from '../db/schema.ts';
import type { EngineConfig } from '../graphql/context.ts';
import { languageOfLocale } from '../i18n/languages.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { ENGINE_RETRY_AFTER_SECONDS } from '../graphql/errors.ts';
import { fromFils, isCurrencyCode, pricingFor, type CurrencyCode } from '../money.ts';
import { imageUrl } from '../resolvers/images.ts';
import { readBodyWithin } from '../graphql/body.ts';
import { placeOrder } from './action.ts';
import { emptyValues, readForm, validateCheckout, type CheckoutErrors, type CheckoutValues } from './form.ts';
import { notices } from './messages.ts';
import {
  checkoutPage,
  messagePage,
  soldOutNotice,
  thankYouPage,
  tooLargeNotice,
  cartChangedNotice,
  visibleAttributes,
  type PageContext,
  type Summary,
} from './page.ts';
import { seenCart } from './seen-cart.ts';
import { shippingMethodsFor } from './shipping.ts';

/** The checkout form is a dozen short fields; a body past this is no shopper's, and is not held in memory. */
const MAX_FORM_BYTES = 64 * 1024;

export interface CheckoutDeps {
  db: Database;
  catalog: Catalog;
  config: EngineConfig;
  now?: () => Date;
}

const TOKEN_PATH = new RegExp(`^${CHECKOUT_PATH_PREFIX}([A-Za-z0-9_-]+)$`);

export function matchCheckoutPath(pathname: string): string | null {
  return TOKEN_PATH.exec(pathname)?.[1] ?? null;
}

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
};

function htmlResponse(body: string, status = 200): Response {
  return new Response(body, { status, headers: HTML_HEADERS });
}

/**
 * CSRF defence for the pay button: the form must be posted from the shop's own origin (the
 * configured public URL, or the origin the request itself was addressed to).
 */
function fromOwnOrigin(request: Request, publicUrl: string): boolean {
  const allowed = new Set([new URL(publicUrl).origin, new URL(request.url).origin]);
  const origin = request.headers.get('origin');
  if (origin) return allowed.has(origin);
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    return allowed.has(new URL(referer).origin);
  } catch {
    return false;
  }
}

/** The shopper's page: the shop's origin, the language, and the catalog to word product names in it. */
interface Shopper extends PageContext, InLanguage {}

/** The cart as the page shows it, and what it shows of it for the order to match (`seenCart`). */
async function cartSummary(
  deps: CheckoutDeps,
  who: Shopper,
  cart: CartRow,
  shippingFils: number | null,
): Promise<{ summary: Summary; seen: string }> {
  const pricing = pricingFor(currencyForCountry(cart.countryCode), deps.config.rates);
  const shown = (await linesOf(deps.db, cart.id)).flatMap((line) => {
    const variant = deps.catalog.variantsById.get(line.variantId);
    const product = variant && deps.catalog.productsById.get(variant.productId);
    if (!variant || !product) return [];
    const image = (variant.imageId !== null ? deps.catalog.imagesById.get(variant.imageId) : undefined) ?? product.images[0];
    return [
      {
        variantId: variant.id,
        title: productTitle(product, who),
        variantTitle: variantTitle(variant, product, who),
        quantity: line.quantity,
        unitMinor: fromFils(variant.priceFils, pricing),
        compareAtMinor: variant.compareAtPriceFils === null ? null : fromFils(variant.compareAtPriceFils, pricing),
        imageUrl: image ? imageUrl(deps.config.publicUrl, image.key) : null,
        attributes: visibleAttributes(line.attributes),
      },
    ];
  });
  const lines = shown.map(({ variantId: _, ...line }) => line);
  const summary = {
    currency: pricing.currency,
    lines,
    subtotalMinor: lines.reduce((sum, l) => sum + l.unitMinor * l.quantity, 0),
    shippingMinor: shippingFils === null ? null : fromFils(shippingFils, pricing),
  };
  return { summary, seen: seenCart(pricing.currency, shown) };
}

/**
 * Starting values: the cart's email and delivery address, else the customer's default address.
 * Anyone holding the checkout URL sees the page, so a linked customer's details (the email the
 * link copied from their account, their address book) show only while the access token that
 * linked them is live: once they log out, the page starts blank but for the cart's own address.
 */
async function prefill(deps: CheckoutDeps, cart: CartRow): Promise<CheckoutValues> {
  const values = emptyValues();
  const shown = cart.customerId !== null && (await isTokenLive(deps.db, cart.customerAccessTokenId)) ? cart.customerId : null;
  // A guest cart's email is its own; a linked cart's, while its customer is shown.
  values.email = cart.customerId === shown ? (cart.email ?? '') : '';
  let address = cart.deliveryAddresses[0] ?? null;
  if (!address && shown !== null) {
    const [row] = await deps.db
      .select({ address: addresses })
      .from(customers)
      .innerJoin(addresses, and(eq(addresses.id, customers.defaultAddressId), eq(addresses.customerId, customers.id)))
      .where(eq(customers.id, shown));
    address = row?.address ?? null;
  }
  if (address) {
    for (const key of ['firstName', 'lastName', 'address1', 'address2', 'city', 'province', 'zip', 'phone'] as const) {
      values[key] = address[key] ?? '';
    }
    values.country = address.countryCode ?? cart.countryCode;
  } else {
    values.country = cart.countryCode;
  }
  return values;
}

async function renderForm(
  deps: CheckoutDeps,
  who: Shopper,
  cart: CartRow,
  values: CheckoutValues,
  errors: CheckoutErrors,
  notice: string | null,
  status: number,
): Promise<Response> {
  const now = deps.now?.() ?? new Date();
  const methods = shippingMethodsFor(values.country, now);
  const chosen = methods.find((m) => m.id === values.shippingMethod) ?? methods[0] ?? null;
  const { summary, seen } = await cartSummary(deps, who, cart, chosen?.costFils ?? null);
  const pricing = pricingFor(summary.currency, deps.config.rates);
  return htmlResponse(
    checkoutPage({
      publicUrl: who.publicUrl,
      language: who.language,
      actionUrl: checkoutUrl(deps.config.publicUrl, cart.token, cart.secretKey, who.language),
      summary,
      values,
      errors,
      methods,
      convert: (fils) => fromFils(fils, pricing),
      notice,
      seen,
    }),
    status,
  );
}

/** An order line as bought, worded in the page's language where the catalog has the product in it. */
function boughtTitles(line: typeof orderLines.$inferSelect, who: Shopper) {
  const variant = line.variantId === null ? undefined : who.catalog.variantsById.get(line.variantId);
  const product = variant && who.catalog.productsById.get(variant.productId);
  return {
    title: translatedProductTitle(line.productId, who) ?? line.title,
    variantTitle:
      variant && product && variant.title === line.variantTitle ? variantTitle(variant, product, who) : line.variantTitle,
  };
}

async function renderThankYou(deps: CheckoutDeps, who: Shopper, orderId: number): Promise<Response> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return htmlResponse(messagePage(who, notices.orderNotFound, notices.orderNotFoundText), 404);
  const lines = await deps.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
  const currency: CurrencyCode = isCurrencyCode(order.currencyCode) ? order.currencyCode : 'AED';
  const summary: Summary = {
    currency,
    lines: lines.map((line) => ({
      ...boughtTitles(line, who),
      quantity: line.quantity,
      unitMinor: line.priceMinor,
      compareAtMinor: line.compareAtPriceMinor,
      imageUrl: line.imageKey ? imageUrl(deps.config.publicUrl, line.imageKey) : null,
      attributes: visibleAttributes(line.attributes),
    })),
    subtotalMinor: order.subtotalMinor,
    shippingMinor: order.shippingMinor,
  };
  return htmlResponse(thankYouPage(who, `#${order.number}`, order.email, summary));
}

/** 'Aviator Classic (Silver / 58)': a variant as the sold-out notice names it. */
function lineName(variantId: number, who: Shopper): string {
  const variant = who.catalog.variantsById.get(variantId)!;
  const product = who.catalog.productsById.get(variant.productId)!;
  const title = productTitle(product, who);
  return variant.title === 'Default Title' ? title : `${title} (${variantTitle(variant, product, who)})`;
}

/**
 * A database that cannot be reached is a 503 with Retry-After, not a 500, and names nothing
 * internal. The order is placed in one transaction, so nothing was half-written; a reload of the
 * page sends the same form again, with everything the shopper typed.
 */
export async function handleCheckout(request: Request, token: string, deps: CheckoutDeps): Promise<Response> {
  try {
    // HEAD (a link checker, a browser's preview) is answered as GET is, without the page.
    if (request.method !== 'HEAD') return await checkoutStep(request, token, deps);
    const page = await checkoutStep(new Request(request, { method: 'GET' }), token, deps);
    return new Response(null, { status: page.status, headers: page.headers });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error('[engine] checkout: database unavailable:', error);
    const who: PageContext = {
      publicUrl: deps.config.publicUrl,
      language: languageOfLocale(new URL(request.url).searchParams.get('locale')),
    };
    const response = htmlResponse(messagePage(who, notices.unavailable, notices.unavailableText), 503);
    response.headers.set('retry-after', String(ENGINE_RETRY_AFTER_SECONDS));
    return response;
  }
}

async function checkoutStep(request: Request, token: string, deps: CheckoutDeps): Promise<Response> {
  const { publicUrl } = deps.config;
  if (request.method !== 'GET' && request.method !== 'POST')
    return new Response(null, { status: 405, headers: { allow: 'GET, HEAD, POST' } });
  const params = new URL(request.url).searchParams;
  const who: Shopper = { publicUrl, language: languageOfLocale(params.get('locale')), catalog: deps.catalog };
  const [cart] = await deps.db.select().from(carts).where(eq(carts.token, token));
  if (!cart || cart.secretKey !== params.get('key')) {
    return htmlResponse(messagePage(who, notices.checkoutNotFound, notices.checkoutNotFoundText), 404);
  }
  const selfUrl = checkoutUrl(publicUrl, cart.token, cart.secretKey, who.language);
  if (cart.completedAt) {
    if (request.method === 'POST') return Response.redirect(selfUrl, 303);
    return cart.orderId !== null
      ? renderThankYou(deps, who, cart.orderId)
      : htmlResponse(messagePage(who, notices.checkoutClosed, notices.checkoutClosedText), 410);
  }
  if (request.method === 'GET') {
    if ((await linesOf(deps.db, cart.id)).length === 0) {
      return htmlResponse(messagePage(who, notices.cartEmpty, notices.cartEmptyText));
    }
    return renderForm(deps, who, cart, await prefill(deps, cart), {}, null, 200);
  }

  if (!fromOwnOrigin(request, publicUrl)) {
    return htmlResponse(messagePage(who, notices.blocked, notices.blockedText), 403);
  }
  const body = await readBodyWithin(request, MAX_FORM_BYTES);
  if (body === null) return htmlResponse(messagePage(who, notices.badRequest, notices.badRequestText), 413);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return htmlResponse(messagePage(who, notices.badRequest, notices.badRequestText), 400);
  }
  const values = readForm(form);
  if (form.get('intent') !== 'pay') return renderForm(deps, who, cart, values, {}, null, 200);
  const now = deps.now?.() ?? new Date();
  const errors = validateCheckout(values, now);
  if (Object.keys(errors).length > 0) return renderForm(deps, who, cart, values, errors, null, 422);
  const shipping = shippingMethodsFor(values.country, now).find((m) => m.id === values.shippingMethod)!;
  const seen = form.get('seen');
  const result = await placeOrder(deps.db, deps.catalog, deps.config.rates, {
    cartId: cart.id,
    values,
    shipping,
    seen: typeof seen === 'string' ? seen : null,
  });
  switch (result.kind) {
    case 'placed':
    case 'cart-closed':
      return Response.redirect(selfUrl, 303);
    case 'empty':
      return htmlResponse(messagePage(who, notices.cartEmpty, notices.cartEmptyText), 409);
    case 'sold-out':
      return renderForm(
        deps,
        who,
        cart,
        values,
        {},
        soldOutNotice(
          result.variantIds.map((id) => lineName(id, who)),
          who.language,
        ),
        409,
      );
    case 'changed':
      // The page drawn again shows the cart as it is now; the shopper pays for that, or goes back to it.
      return renderForm(deps, who, cart, values, {}, cartChangedNotice(who.language), 409);
    case 'too-large':
      return renderForm(deps, who, cart, values, {}, tooLargeNotice(who.language), 422);
  }
}
