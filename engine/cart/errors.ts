/** Shopify's CartUserError and CartWarning values the engine returns, defined once. */

export interface CartUserError {
  code: string;
  field: string[] | null;
  message: string;
}

export interface CartWarning {
  code: 'MERCHANDISE_NOT_ENOUGH_STOCK' | 'MERCHANDISE_OUT_OF_STOCK' | 'DISCOUNT_NOT_FOUND' | 'PAYMENTS_GIFT_CARDS_UNAVAILABLE';
  message: string;
  target: string;
}

export const cartErrors = {
  cartNotFound: (): CartUserError => ({ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }),
  merchandiseNotFound: (field: string[], id: string): CartUserError => ({
    code: 'INVALID',
    field,
    message: `The merchandise with id ${id} does not exist.`,
  }),
  lineNotFound: (field: string[], id: string): CartUserError => ({
    code: 'INVALID',
    field,
    message: `The merchandise line with id ${id} does not exist.`,
  }),
  quantityInvalid: (field: string[]): CartUserError => ({
    code: 'INVALID',
    field,
    message: 'The quantity must be a positive number.',
  }),
  customerInvalid: (field: string[]): CartUserError => ({ code: 'INVALID', field, message: 'Customer is invalid' }),
};

export const cartWarnings = {
  notEnoughStock: (target: string, title: string, available: number): CartWarning => ({
    code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
    target,
    message: `The product '${title}' has only ${available} ${available === 1 ? 'item' : 'items'} available; the quantity was adjusted.`,
  }),
  outOfStock: (target: string, title: string): CartWarning => ({
    code: 'MERCHANDISE_OUT_OF_STOCK',
    target,
    message: `The product '${title}' is already sold out.`,
  }),
  discountNotFound: (target: string, code: string): CartWarning => ({
    code: 'DISCOUNT_NOT_FOUND',
    target,
    message: `The discount code ${code} was not found.`,
  }),
  giftCardsUnavailable: (target: string): CartWarning => ({
    code: 'PAYMENTS_GIFT_CARDS_UNAVAILABLE',
    target,
    message: 'Gift cards are not available as a payment method.',
  }),
};
