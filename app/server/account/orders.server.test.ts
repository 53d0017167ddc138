import { describe, expect, it } from 'vitest';
import { toOrder } from './orders.server';

const AED = (amount: string) => ({ amount, currencyCode: 'AED' as const });
const line = (title: string, handle: string, productType: string) => ({
  title,
  quantity: 1,
  customAttributes: [{ key: '_pair', value: 'p1' }],
  originalTotalPrice: AED('100.00'),
  discountedTotalPrice: AED('100.00'),
  variant: {
    id: `gid://shopify/ProductVariant/${handle}`,
    title: 'Default Title',
    image: null,
    price: AED('100.00'),
    compareAtPrice: null,
    product: { handle, productType },
  },
});

describe('an order as the profile shows it', () => {
  it('links a frame to its page, but not its lens package (hidden, no page of its own)', () => {
    const order = toOrder({
      id: 'gid://shopify/Order/1',
      name: '#1001',
      processedAt: '2026-01-01T00:00:00Z',
      fulfillmentStatus: 'UNFULFILLED',
      subtotalPrice: AED('200.00'),
      totalShippingPrice: AED('0.00'),
      totalTax: AED('0.00'),
      totalPrice: AED('200.00'),
      shippingAddress: null,
      lineItems: {
        nodes: [
          line('Cat Eye Luxe', 'cat-eye-luxe', 'Eyeglasses'),
          line('Single vision lenses', 'lenses-single-vision', 'Lenses'),
        ],
      },
    } as unknown as Parameters<typeof toOrder>[0]);
    expect(order.items.map((item) => item.productHandle)).toEqual(['cat-eye-luxe', null]);
  });
});
