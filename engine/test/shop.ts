/** Shopper steps shared by the checkout tests: sign in, fill a cart, post the checkout form. */
import type { Harness } from './harness.ts';

export const V = (n: number) => `gid://shopify/ProductVariant/${n}`;

export async function signIn(h: Harness, email: string, password: string): Promise<string> {
  const { data } = await h.gql(
    'mutation L($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }',
    { input: { email, password } },
  );
  return data.customerAccessTokenCreate.customerAccessToken.accessToken;
}

export interface TestCart {
  id: string;
  checkoutUrl: string;
}

export async function cartWith(
  h: Harness,
  lines: { merchandiseId: string; quantity: number }[],
  buyerIdentity?: Record<string, unknown>,
): Promise<TestCart> {
  const { data } = await h.gql(
    'mutation C($input: CartInput) { cartCreate(input: $input) { cart { id checkoutUrl } userErrors { message } } }',
    {
      input: { lines, buyerIdentity },
    },
  );
  return data.cartCreate.cart;
}

export const SHIPPING_FORM = {
  email: 'guest@example.com',
  firstName: 'Mona',
  lastName: 'Rashid',
  address1: '7 Jumeirah Beach Rd',
  address2: '',
  city: 'Dubai',
  province: '',
  country: 'AE',
  zip: '00000',
  phone: '+971501112233',
  shippingMethod: 'uae-standard',
  intent: 'pay',
};

/** Posts the checkout form as a browser on the shop's origin would. */
export function checkoutPost(checkoutUrl: string, fields: Record<string, string>, origin = new URL(checkoutUrl).origin): Request {
  return new Request(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
  });
}
